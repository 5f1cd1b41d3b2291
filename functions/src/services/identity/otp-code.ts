/**
 * The pure parts of one-time codes: making a code, and keeping it only as a salted hash.
 * scrypt makes each check deliberately slow, so a leaked code document cannot be reversed by
 * trying all million codes in a moment; the hash is bound to the person and the purpose, so a
 * hash copied to another code document matches nothing there. The live code is also kept sealed
 * (AES-256-GCM under a server-side key), so that asking again within its life mails the same
 * code instead of a second one (a double tap would mail two codes, and the first would then fail).
 */
import { createCipheriv, createDecipheriv, randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { OTP_LENGTH } from '@gh/common/constants';

/** 16 MiB of memory and a few tens of milliseconds per hash. */
const SCRYPT_OPTIONS: ScryptOptions = { N: 2 ** 14, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

export interface CodeHash {
  /** base64 */
  salt: string;
  /** base64 */
  hash: string;
}

/** Six decimal digits from the operating system's CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** Names one issued code, so its tries and its single use are counted for it alone. */
export function newCodeId(): string {
  return randomBytes(16).toString('hex');
}

function derive(code: string, binding: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(`${binding}\n${code}`, salt, KEY_LENGTH, SCRYPT_OPTIONS, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `binding` says whose code it is and what for, e.g. "login:senior:kamala@example.com". */
export async function hashCode(code: string, binding: string): Promise<CodeHash> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(code, binding, salt);
  return { salt: salt.toString('base64'), hash: key.toString('base64') };
}

/** Compares in constant time, so response times say nothing about how close a guess was. */
export async function codeMatches(guess: string, binding: string, stored: CodeHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  const actual = await derive(guess, binding, Buffer.from(stored.salt, 'base64'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The code encrypted under `key` (32 bytes) and bound to `binding`: base64 of iv, tag, text. */
export function sealCode(code: string, binding: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(binding, 'utf8'));
  const text = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64');
}

/** The sealed code, or null when it was sealed under another key or for another binding. */
export function openCode(sealed: string, binding: string, key: Buffer): string | null {
  const bytes = Buffer.from(sealed, 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES)).setAAD(Buffer.from(binding, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
