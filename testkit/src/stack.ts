/**
 * Where the running local stack is, for stack-tier tests. `npm test` starts the stack and sets
 * GH_PORT_OFFSET; these tests never start or mock Firebase themselves.
 */
import { randomInt } from 'node:crypto';
import { Agent, fetch as undiciFetch } from 'undici';
import { LOCALHOST, LOCAL_ADMIN_KEY, functionsBaseUrl, ports } from '@gh/devstack/config';
import { Mailbox } from '@gh/devstack/mailbox';

const p = ports();

export const webUrl = `http://${LOCALHOST}:${p.web}`;
/** The api function as the browser reaches it: through Hosting's /api rewrite. */
export const apiUrl = `${webUrl}/api`;
/** The same api at the function's own URL, not through Hosting (as a direct caller reaches it). */
export const functionApiUrl = `${functionsBaseUrl(p)}/api`;
export const mailbox = new Mailbox(`http://${LOCALHOST}:${p.mailWeb}`);
/** The values of the line `name` of an iCalendar text (a visit's invite.ics), unfolded. */
export const icsLines = (ics: string, name: string) =>
  ics
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    .map((line) => line.slice(name.length + 1));

export const authEmulatorUrl = `http://${LOCALHOST}:${p.auth}`;
export const adminKey = LOCAL_ADMIN_KEY;

/**
 * Names the loopback address a request leaves from (newClientAddress); fetchFrom binds the
 * socket to it and never sends this header.
 */
const SOURCE_ADDRESS = 'x-test-source-address';

/** One connection pool per source address, reused like fetch()'s own. */
const agents = new Map<string, Agent>();

/**
 * fetch(), from the client address `headers` names (newClientAddress), else from 127.0.0.1. The
 * api keys its limits on the address the web server (playing Hosting) saw the connection come
 * from, never on a header the caller wrote, so tests that need an address of their own really
 * connect from one: on Linux every 127.x.y.z is a loopback address a socket can bind to.
 */
export function fetchFrom(url: string, init: { method?: string; body?: FormData | string; headers?: Record<string, string> } = {}) {
  const { [SOURCE_ADDRESS]: source, ...headers } = init.headers ?? {};
  if (!source) return fetch(url, { ...init, headers });
  let dispatcher = agents.get(source);
  if (!dispatcher) agents.set(source, (dispatcher = new Agent({ localAddress: source })));
  // Node's own FormData and Blob are undici's; only the types differ.
  return undiciFetch(url, { ...init, headers, dispatcher } as Parameters<typeof undiciFetch>[1]);
}

export async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, base = apiUrl) {
  const response = await fetchFrom(`${base}${path}`, {
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
  const response = await fetch(`${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message?: string } };
  if (!response.ok || !body.idToken) throw new Error(`Auth emulator refused the custom token: ${body.error?.message ?? response.status}`);
  return body.idToken;
}

/**
 * A client address of its own for api() or fetchFrom() (a random 127.x.y.z): the api limits
 * code requests, admin keys and public forms per client address, and every test otherwise
 * comes from 127.0.0.1 (as do the browser tests: like a care home, they share one address).
 */
export function newClientAddress(): Record<string, string> {
  return { [SOURCE_ADDRESS]: `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}` };
}

/** The address newClientAddress() names, to look for it where the api saw it. */
export const addressOf = (from: Record<string, string>) => from[SOURCE_ADDRESS];

/** `link` with the first letter of its `sig` changed: a signature that is surely wrong. */
export const withTamperedSignature = (link: string) => link.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'x' ? 'y' : 'x'}`);
