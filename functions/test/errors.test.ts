/**
 * Whatever a caller sends, the answer is a 4xx that shows nothing of the server: through
 * Hosting's /api rewrite (the local web server) and straight at the Functions emulator. What
 * reaches the app is answered with its own JSON `{message, code}`; a body or path the Functions
 * runtime itself cannot parse is refused by the runtime before the app runs (as on Cloud Run),
 * with no stack trace or server path either.
 */
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { functionsBaseUrl, ports } from '@gh/devstack/config';
import { apiUrl } from '@gh/testkit/stack';

const ROUTES = { 'the /api rewrite': apiUrl, 'the Functions emulator': `${functionsBaseUrl(ports())}/api` };

const json = (body: string, type = 'application/json'): RequestInit => ({ method: 'POST', headers: { 'content-type': type }, body });

/** No stack frame, file path, HTML error page or exception name. */
const SERVER_DETAILS = /\bat .+\(|node_modules|\/work\/|\/workspace\/|\b[A-Z][a-z]+Error\b/;

/** [what, path, request, status, message]: answered by the app. */
const APP_CASES: [string, string, RequestInit, number, string][] = [
  ['a body that is not JSON', '/login/senior', json('email=x', 'text/plain'), 400, SERVER_MESSAGES.badJson],
  ['a JSON array', '/login/senior', json('[]'), 400, SERVER_MESSAGES.badJson],
  ['no body at all', '/admin', { method: 'POST' }, 400, 'Admin key is required'],
  ['JSON where a form belongs', '/sendemail', json('{"name":"K"}'), 400, SERVER_MESSAGES.badForm],
  [
    'a multipart body cut off',
    '/sendemail',
    json('--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nK', 'multipart/form-data; boundary=XYZ'),
    400,
    SERVER_MESSAGES.badForm,
  ],
  ['multipart without a boundary', '/volunteer/volunteer/application', json('name=K', 'multipart/form-data'), 400, SERVER_MESSAGES.badForm],
  ['an unknown route', '/no/such/route', {}, 404, SERVER_MESSAGES.notFound],
  ['a method no route has', '/health', { method: 'DELETE' }, 404, SERVER_MESSAGES.notFound],
];

/** [what, path, request]: refused by the Functions runtime before the app runs. */
const RUNTIME_CASES: [string, string, RequestInit][] = [
  ['malformed JSON', '/login/senior', json('{"email": ')],
  ['JSON in an unknown charset', '/login/senior', json('{}', 'application/json; charset=latin9')],
  ['a malformed %-escape in the path', '/senior/%E0%A4%A', {}],
];

describe.each(Object.entries(ROUTES))('errors through %s', (_name, base) => {
  it.each(APP_CASES)("%s: the app's JSON message", async (_what, path, init, status, message) => {
    const response = await fetch(`${base}${path}`, init);
    const text = await response.text();
    expect(text).not.toMatch(SERVER_DETAILS);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect({ status: response.status, body: JSON.parse(text) as unknown }).toEqual({ status, body: { message, code: expect.any(String) } });
  });

  it.each(RUNTIME_CASES)('%s: a 4xx with no stack trace or server path', async (_what, path, init) => {
    const response = await fetch(`${base}${path}`, init);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).not.toMatch(SERVER_DETAILS);
  });
});
