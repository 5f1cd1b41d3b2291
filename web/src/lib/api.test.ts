import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { ApiError, apiFile, apiRequest, retryClock, tryAgainText } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

describe('apiRequest', () => {
  it('sends JSON to the route of the shared table, with the token', async () => {
    const fetchMock = answer(200, { message: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('loginVerify', { params: { userType: 'senior' }, body: { email: 'a@b.co' }, token: 't' })).resolves.toEqual({
      message: 'ok',
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/login/otp-verify/senior');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.co"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'Bearer t' });
  });

  it('throws the server message with the status and the error code', async () => {
    vi.stubGlobal('fetch', answer(404, { message: 'email not exists', code: 'applicationMissing' }));
    const error = await apiRequest('registerVolunteer', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'email not exists', code: 'applicationMissing' });
  });

  it.each([
    ['no code', { message: 'Bad gateway' }],
    ['a code that is not ours', { message: 'x', code: 'constructor' }],
    ['a code that is not a string', { message: 'x', code: 404 }],
  ])('has no code for an answer with %s', async (_case, body) => {
    vi.stubGlobal('fetch', answer(502, body));
    await expect(apiRequest('health')).rejects.toMatchObject({ status: 502, code: null });
  });

  it('reports an unreachable server as status 0, without a code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('health')).rejects.toMatchObject({ status: 0, code: null });
  });
});

describe('apiFile', () => {
  it('answers the body as a Blob with the name the server gave it', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('\uFEFFEmail\r\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="golden-hearts-seniors-2026-03-14.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await apiFile('adminExport', { params: { key: 'session', file: 'seniors.csv' }, token: 't' });
    expect(file.filename).toBe('golden-hearts-seniors-2026-03-14.csv');
    expect(new Uint8Array(await file.blob.arrayBuffer()).subarray(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/session/export/seniors.csv');
    expect(init).toMatchObject({ method: 'GET', headers: { Authorization: 'Bearer t' } });
  });

  it('throws the server message and code of a refused download', async () => {
    vi.stubGlobal('fetch', answer(401, { message: 'Invalid admin key', code: 'invalidAdminKey' }));
    await expect(apiFile('adminExport', { params: { key: 'session', file: 'seniors.csv' } })).rejects.toMatchObject({
      status: 401,
      code: 'invalidAdminKey',
    });
  });

  it('throws when the body breaks off', async () => {
    const broken = new ReadableStream({ start: (controller) => controller.error(new TypeError('network error')) });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(broken, { status: 200 })),
    );
    await expect(apiFile('adminExport', { params: { key: 'session', file: 'seniors.csv' } })).rejects.toMatchObject({ status: 0 });
  });
});

describe('a limit reached (429)', () => {
  it('tells the person the clock time to try again, from Retry-After, rounded up to the minute', () => {
    const now = new Date(2026, 0, 5, 15, 4, 30).getTime();
    expect(retryClock(40 * 60, now)).toBe('15:45');
    expect(tryAgainText(retryClock(40 * 60, now))).toBe('Too many requests. Please try again after 3:45 PM.');
    expect(tryAgainText(retryClock(10 * 60 * 60, now))).toBe('Too many requests. Please try again after 1:05 AM.');
  });

  it('shows that time instead of the server message, keyed on the limit code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: SERVER_MESSAGES.tooManyRequests, code: 'tooManyRequests' }), {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '600' },
          }),
      ),
    );
    const error = await apiRequest('loginRequest', { params: { userType: 'senior' }, body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 429,
      message: expect.stringMatching(/^Too many requests\. Please try again after \d{1,2}:\d{2} [AP]M\.$/),
    });
    // The minute itself too, for a page to say it in its language.
    expect(error).toMatchObject({ retryAt: expect.stringMatching(/^\d{1,2}:\d{2}$/) });
  });
});
