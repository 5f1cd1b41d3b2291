/**
 * Every environment variable the function reads, in one place. Values are read when asked for,
 * not at import, so the emulator, tests and a deployed function can each set them their own way.
 */
import { createHmac } from 'node:crypto';
import { DECISION_UNDO_MS } from '@gh/common/constants';

type Env = Record<string, string | undefined>;

/** Thrown when the environment is missing or garbles a setting; names the variable to fix. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The Functions emulator sets FUNCTIONS_EMULATOR=true; a deployed function never does. */
export function isFunctionsEmulator(env: Env = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true';
}

/** Set by the local stack (or by firebase-tools when it runs the Firestore emulator too). */
export function firestoreEmulatorHost(env: Env = process.env): string | undefined {
  return env.FIRESTORE_EMULATOR_HOST || undefined;
}

/**
 * Shortest admin key the function runs with. Wrong keys are limited per address only to shed
 * load (the right key always passes), so the key itself must be beyond guessing.
 */
const MIN_ADMIN_KEY_LENGTH = 24;

/** The admin key (design.md, Identity). Read here, compared elsewhere in constant time. */
export function adminKey(env: Env = process.env): string | undefined {
  const key = env.ADMIN_KEY || undefined;
  if (key !== undefined && key.length < MIN_ADMIN_KEY_LENGTH) {
    throw new ConfigError(`ADMIN_KEY must be at least ${MIN_ADMIN_KEY_LENGTH} characters long (a long random key)`);
  }
  return key;
}

/**
 * The proxies in front of the api function whose X-Forwarded-For entries are facts: the
 * addresses or ranges (CIDR, or proxy-addr's names such as `loopback`) that Hosting's requests
 * reach the function from (docs/security.md, Client addresses). Empty when unset: then every
 * entry is the caller's word but the one Google's front end appended.
 */
export function trustedProxies(env: Env = process.env): string[] {
  return (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  auth?: { user: string; pass: string };
  from: string;
}

export function smtpConfig(env: Env = process.env): SmtpConfig {
  const host = env.SMTP_HOST?.trim();
  const from = env.MAIL_FROM?.trim();
  if (!host) throw new ConfigError('SMTP_HOST is not set');
  if (!from) throw new ConfigError('MAIL_FROM is not set');

  const secureFlag = parseFlag('SMTP_SECURE', env.SMTP_SECURE);
  const port = env.SMTP_PORT ? parsePort(env.SMTP_PORT) : secureFlag ? 465 : 587;
  const secure = secureFlag ?? port === 465;

  const user = env.SMTP_USER?.trim();
  if (user && !env.SMTP_PASS) throw new ConfigError('SMTP_USER is set but SMTP_PASS is not');
  const auth = user ? { user, pass: env.SMTP_PASS ?? '' } : undefined;

  return { host, port, secure, from, ...(auth && { auth }) };
}

function parseFlag(name: string, raw: string | undefined): boolean | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = raw.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new ConfigError(`${name} must be true or false, not "${raw}"`);
}

function parsePort(raw: string): number {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`SMTP_PORT must be a port number, not "${raw}"`);
  }
  return port;
}

/** Where contact-form messages go (docs/operations.md, Settings). */
export function supportInbox(env: Env = process.env): string {
  const inbox = env.SUPPORT_INBOX?.trim();
  if (!inbox) throw new ConfigError('SUPPORT_INBOX is not set');
  return inbox;
}

/** The Storage bucket for uploads; unset, the project's default bucket (FIREBASE_CONFIG). */
export function storageBucket(env: Env = process.env): string | undefined {
  return env.STORAGE_BUCKET?.trim() || undefined;
}

/** Where the web app is (docs/operations.md, Settings): links in e-mails point there. */
export function webOrigin(env: Env = process.env): string {
  const origin = env.WEB_ORIGIN?.trim().replace(/\/+$/, '');
  if (!origin) throw new ConfigError('WEB_ORIGIN is not set');
  return origin;
}

/**
 * The key that signs short-lived file links (services/files/file-links.ts). LINK_SECRET when set, so
 * links can be revoked without changing the admin key; otherwise derived from ADMIN_KEY, so a
 * deployment needs no extra secret. Changing either makes every issued link invalid.
 */
export function linkSecret(env: Env = process.env): Buffer {
  const own = env.LINK_SECRET?.trim();
  if (own) return Buffer.from(own, 'utf8');
  return fromAdminKey('golden-hearts file links', 'Neither LINK_SECRET nor ADMIN_KEY is set', env);
}

/**
 * The AES-256 key that keeps the live one-time code readable to the function alone, so a
 * request within the code's life can mail the same code again (services/identity/otp.ts). Derived from
 * ADMIN_KEY like the link key; changing the admin key voids the codes in flight (10 minutes).
 */
export function codeSealKey(env: Env = process.env): Buffer {
  return fromAdminKey('golden-hearts one-time codes', 'ADMIN_KEY is not set', env);
}

/** A key of its own for `purpose`, derived from ADMIN_KEY, so no deployment needs more secrets. */
function fromAdminKey(purpose: string, missing: string, env: Env): Buffer {
  const key = adminKey(env);
  if (!key) throw new ConfigError(missing);
  return createHmac('sha256', key).update(purpose).digest();
}

/**
 * How long an admin's decision can be undone: DECISION_UNDO_MS, the same everywhere a person
 * uses the app. The local stack's tests set DECISION_UNDO_MS_LOCAL to a second or two, so that
 * waiting out the Undo costs them little; a deployed function refuses the setting.
 */
export function decisionUndoMs(env: Env = process.env): number {
  const raw = env.DECISION_UNDO_MS_LOCAL?.trim();
  if (!raw) return DECISION_UNDO_MS;
  if (!isFunctionsEmulator(env)) throw new ConfigError('DECISION_UNDO_MS_LOCAL is for the local stack only');
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 500 || ms > DECISION_UNDO_MS) {
    throw new ConfigError(`DECISION_UNDO_MS_LOCAL must be a whole number of ms from 500 to ${DECISION_UNDO_MS}, not "${raw}"`);
  }
  return ms;
}
