/**
 * For component tests: the api answers these [status, body] pairs in turn, one per fetch. The
 * PIN code fields' look-ups (GET /api/places/{pin}) are answered apart and are not among the
 * calls: 999999 is no PIN code, any other is in Pune.
 */
import { vi } from 'vitest';

const UNKNOWN_PIN = '999999';

function placeAnswer(url: string): Response {
  const pin = url.split('/').pop() ?? '';
  return pin === UNKNOWN_PIN
    ? new Response(JSON.stringify({ message: 'We do not know this PIN code.', code: 'pinUnknown' }), { status: 400 })
    : new Response(JSON.stringify({ pin, district: 'Pune', state: 'Maharashtra' }), { status: 200 });
}

export function answerWith(...answers: [number, unknown][]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const [status, body] = answers.shift() ?? [500, { message: 'unexpected call' }];
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) =>
    String(url).startsWith('/api/places/') ? placeAnswer(String(url)) : fetchMock(url, init),
  );
  return fetchMock;
}
