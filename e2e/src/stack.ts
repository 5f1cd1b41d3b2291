/**
 * Where the running local stack is, for stack-tier tests. `npm test` starts the stack and sets
 * GH_PORT_OFFSET; these tests never start or mock Firebase themselves.
 */
import { randomBytes } from 'node:crypto';
import { LOCALHOST, LOCAL_ADMIN_KEY, ports } from '../../devstack/src/config.ts';
import { Mailbox } from '../../devstack/src/mailbox.ts';

const p = ports();

export const webUrl = `http://${LOCALHOST}:${p.web}`;
/** The api function as the browser reaches it: through Hosting's /api rewrite. */
export const apiUrl = `${webUrl}/api`;
export const mailbox = new Mailbox(`http://${LOCALHOST}:${p.mailWeb}`);
export const authEmulatorUrl = `http://${LOCALHOST}:${p.auth}`;
export const adminKey = LOCAL_ADMIN_KEY;

export async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON: the caller asserts on status
  }
  return { status: response.status, json, text, headers: response.headers };
}

export function uniqueId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Signs in at the Auth emulator with a custom token (as the web app does) and answers the ID token. */
export async function idTokenFor(customToken: string): Promise<string> {
  const response = await fetch(
    `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: customToken, returnSecureToken: true }) },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message?: string } };
  if (!response.ok || !body.idToken) throw new Error(`Auth emulator refused the custom token: ${body.error?.message ?? response.status}`);
  return body.idToken;
}

/**
 * Headers that make requests come from a client address of their own (the documentation range
 * 2001:db8::/32), for api() or a browser context's extraHTTPHeaders. The api limits code
 * requests per client address (OTP_RATE_LIMITS), and every test otherwise comes from 127.0.0.1.
 */
export function newClientAddress(): Record<string, string> {
  const groups = randomBytes(8).toString('hex').match(/.{4}/g) ?? [];
  return { 'x-forwarded-for': `2001:db8:${groups.join(':')}` };
}
