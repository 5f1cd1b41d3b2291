import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OTP_LENGTH } from '@gh/common/constants';
import { codeMatches, generateCode, hashCode, newCodeId, openCode, sealCode } from './otp-code.ts';

describe('generateCode', () => {
  it('makes six decimal digits, leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const code of codes) expect(code).toMatch(new RegExp(`^\\d{${OTP_LENGTH}}$`));
    // 2000 draws from a million: a repeat or two is possible, a stuck generator is not.
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('spreads the first digit evenly', () => {
    const counts = new Array(10).fill(0) as number[];
    for (let i = 0; i < 5000; i++) counts[Number(generateCode()[0])]! += 1;
    for (const count of counts) expect(count).toBeGreaterThan(350); // 500 expected
  });
});

describe('newCodeId', () => {
  it('is 128 random bits in hex', () => {
    const ids = Array.from({ length: 100 }, newCodeId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(100);
  });
});

describe('hashCode and codeMatches', () => {
  const binding = 'login:senior:kamala@example.com';

  it('stores no trace of the code and matches only the right one', async () => {
    const stored = await hashCode('042917', binding);
    expect(JSON.stringify(stored)).not.toContain('042917');
    expect(Buffer.from(stored.hash, 'base64')).toHaveLength(32);
    expect(Buffer.from(stored.salt, 'base64')).toHaveLength(16);
    expect(await codeMatches('042917', binding, stored)).toBe(true);
    for (const guess of ['042918', '42917', '0429170', '', ' 042917']) {
      expect(await codeMatches(guess, binding, stored)).toBe(false);
    }
  });

  it('salts each code, so the same digits never hash the same', async () => {
    const [a, b] = await Promise.all([hashCode('123456', binding), hashCode('123456', binding)]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it('binds the hash to the person and the purpose', async () => {
    const stored = await hashCode('123456', binding);
    expect(await codeMatches('123456', 'register:senior:kamala@example.com', stored)).toBe(false);
    expect(await codeMatches('123456', 'login:volunteer:kamala@example.com', stored)).toBe(false);
    expect(await codeMatches('123456', 'login:senior:ramesh@example.com', stored)).toBe(false);
  });

  it('refuses a stored hash that was cut short', async () => {
    const stored = await hashCode('123456', binding);
    const cut = { ...stored, hash: Buffer.from(stored.hash, 'base64').subarray(0, 16).toString('base64') };
    expect(await codeMatches('123456', binding, cut)).toBe(false);
  });
});

describe('sealCode and openCode', () => {
  const key = randomBytes(32);
  const binding = 'register:senior:kamala@example.com';

  it('gives the code back under the same key and binding, and never shows it', () => {
    const sealed = sealCode('012345', binding, key);
    expect(sealed).not.toContain('012345');
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain('012345');
    expect(openCode(sealed, binding, key)).toBe('012345');
  });

  it('gives nothing under another key, another binding or after tampering', () => {
    const sealed = sealCode('012345', binding, key);
    expect(openCode(sealed, binding, randomBytes(32))).toBeNull();
    expect(openCode(sealed, 'register:senior:other@example.com', key)).toBeNull();
    const bytes = Buffer.from(sealed, 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(openCode(bytes.toString('base64'), binding, key)).toBeNull();
    expect(openCode('', binding, key)).toBeNull();
  });
});
