/**
 * The security headers of firebase.json, as the local web server (playing Hosting) serves them
 * from there, and the api's CORS: only the web app's own origin may read its answers.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import firebaseJson from '../../firebase.json' with { type: 'json' };
import { emulatorOrigins, functionsBaseUrl, ports, withConnectSources } from '@gh/devstack/config';
import { apiUrl, webUrl } from '@gh/testkit/stack';

const configured = Object.fromEntries(
  firebaseJson.hosting.headers.find((rule) => rule.source === '**')!.headers.map(({ key, value }) => [key.toLowerCase(), value]),
);
const csp = () => configured['content-security-policy']!;
const directive = (name: string) =>
  csp()
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('the security headers', () => {
  it('are strict: no inline script but by hash, no foreign script or frame but reCAPTCHA, no framing, no sniffing, a referrer policy', () => {
    // Beside our own: the reCAPTCHA that guards sign-in by SMS in production (and its frame only).
    expect(directive('script-src')).toMatch(
      /^script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\/( 'sha256-[A-Za-z0-9+/=]+')+$/,
    );
    expect(directive('frame-src')).toBe('frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/');
    expect(csp()).not.toMatch(/unsafe-eval/);
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(configured['x-content-type-options']).toBe('nosniff');
    expect(configured['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  // The local server adds only the emulators to connect-src; firebase.json names no development address.
  const served: Record<string, string> = { ...configured, 'content-security-policy': withConnectSources(csp(), emulatorOrigins(ports())) };
  it.each(['/', '/about', '/login', '/admin', '/dashboard', '/no-such-page', '/__/firebase/init.json'])(
    'come with %s as firebase.json says, the emulators added',
    async (path) => {
      const response = await fetch(`${webUrl}${path}`);
      for (const [name, value] of Object.entries(served)) expect(response.headers.get(name), name).toBe(value);
    },
  );

  it('allow every inline script the pages carry, by its hash', async () => {
    for (const path of ['/', '/about', '/login', '/dashboard']) {
      const html = await (await fetch(`${webUrl}${path}`)).text();
      for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
        const hash = `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`;
        expect(directive('script-src'), path).toContain(hash);
      }
    }
  });
});

describe.each([
  ['the /api rewrite', apiUrl],
  ['the Functions emulator', `${functionsBaseUrl(ports())}/api`],
])('CORS through %s', (_name, base) => {
  const preflight = (origin: string) =>
    fetch(`${base}/login/senior`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it("lets the web app's own origin call the api", async () => {
    const answer = await preflight(webUrl);
    expect(answer.status).toBeLessThan(300);
    expect(answer.headers.get('access-control-allow-origin')).toBe(webUrl);
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
    const health = await fetch(`${base}/health`, { headers: { origin: webUrl } });
    expect(health.headers.get('access-control-allow-origin')).toBe(webUrl);
  });

  it.each(['https://evil.example', 'null', `${webUrl}.evil.example`])('does not let %s read an answer', async (origin) => {
    expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBeNull();
    const answer = await fetch(`${base}/health`, { headers: { origin } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
