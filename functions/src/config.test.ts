import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  adminKey,
  codeSealKey,
  decisionUndoMs,
  isFunctionsEmulator,
  linkSecret,
  smtpConfig,
  storageBucket,
  supportInbox,
  trustedProxies,
  webOrigin,
} from './config.ts';

const base = { SMTP_HOST: 'smtp.example.com', MAIL_FROM: 'Golden Hearts <no-reply@example.com>' };

describe('smtpConfig', () => {
  it('defaults to STARTTLS on 587 without auth', () => {
    expect(smtpConfig(base)).toEqual({ host: 'smtp.example.com', port: 587, secure: false, from: base.MAIL_FROM });
  });

  it('uses implicit TLS on 465, whether asked by port or by flag', () => {
    expect(smtpConfig({ ...base, SMTP_PORT: '465' })).toMatchObject({ port: 465, secure: true });
    expect(smtpConfig({ ...base, SMTP_SECURE: 'true' })).toMatchObject({ port: 465, secure: true });
  });

  it('takes port, flag and credentials as given', () => {
    const env = { ...base, SMTP_PORT: '1025', SMTP_SECURE: 'false', SMTP_USER: 'u', SMTP_PASS: 'p' };
    expect(smtpConfig(env)).toEqual({
      host: 'smtp.example.com',
      port: 1025,
      secure: false,
      from: base.MAIL_FROM,
      auth: { user: 'u', pass: 'p' },
    });
  });

  it.each([
    [{ MAIL_FROM: 'x@example.com' }, 'SMTP_HOST is not set'],
    [{ SMTP_HOST: 'h' }, 'MAIL_FROM is not set'],
    [{ ...base, SMTP_PORT: '70000' }, 'SMTP_PORT must be a port number, not "70000"'],
    [{ ...base, SMTP_SECURE: 'yes' }, 'SMTP_SECURE must be true or false, not "yes"'],
    [{ ...base, SMTP_USER: 'u' }, 'SMTP_USER is set but SMTP_PASS is not'],
  ])('names what is wrong: %j', (env, message) => {
    expect(() => smtpConfig(env)).toThrow(new ConfigError(message));
  });
});

describe('isFunctionsEmulator', () => {
  it('is true only for FUNCTIONS_EMULATOR=true', () => {
    expect(isFunctionsEmulator({ FUNCTIONS_EMULATOR: 'true' })).toBe(true);
    expect(isFunctionsEmulator({ FUNCTIONS_EMULATOR: '1' })).toBe(false);
    expect(isFunctionsEmulator({})).toBe(false);
  });
});

describe('decisionUndoMs', () => {
  it('is the 8 s every person gets, unless the local stack sets its own', () => {
    expect(decisionUndoMs({})).toBe(8000);
    expect(decisionUndoMs({ FUNCTIONS_EMULATOR: 'true' })).toBe(8000);
    expect(decisionUndoMs({ FUNCTIONS_EMULATOR: 'true', DECISION_UNDO_MS_LOCAL: '1500' })).toBe(1500);
  });

  it('refuses the setting in a deployed function, and a number out of range', () => {
    expect(() => decisionUndoMs({ DECISION_UNDO_MS_LOCAL: '1500' })).toThrow(/local stack only/);
    for (const raw of ['0', '100', '9000', '1.5', 'soon']) {
      expect(() => decisionUndoMs({ FUNCTIONS_EMULATOR: 'true', DECISION_UNDO_MS_LOCAL: raw })).toThrow(/DECISION_UNDO_MS_LOCAL/);
    }
  });
});

describe('supportInbox', () => {
  it('is the SUPPORT_INBOX address, and says so when it is missing', () => {
    expect(supportInbox({ SUPPORT_INBOX: ' help@example.com ' })).toBe('help@example.com');
    expect(() => supportInbox({ SUPPORT_INBOX: ' ' })).toThrow(new ConfigError('SUPPORT_INBOX is not set'));
  });
});

describe('storageBucket', () => {
  it('is STORAGE_BUCKET, or undefined for the project default', () => {
    expect(storageBucket({ STORAGE_BUCKET: 'demo.appspot.com' })).toBe('demo.appspot.com');
    expect(storageBucket({})).toBeUndefined();
  });
});

describe('webOrigin', () => {
  it('is WEB_ORIGIN without a trailing slash, and says so when it is missing', () => {
    expect(webOrigin({ WEB_ORIGIN: 'https://gh.web.app/' })).toBe('https://gh.web.app');
    expect(() => webOrigin({})).toThrow('WEB_ORIGIN is not set');
  });
});

describe('linkSecret', () => {
  it('is LINK_SECRET when set, whatever the admin key', () => {
    expect(linkSecret({ LINK_SECRET: 'links', ADMIN_KEY: 'a' }).toString()).toBe('links');
  });

  it('is otherwise derived from ADMIN_KEY: stable, and not the key itself', () => {
    const [one, two] = ['key-one-long-enough-for-the-rule', 'key-two-long-enough-for-the-rule'].map((key) => key.padEnd(24, '-'));
    const derived = linkSecret({ ADMIN_KEY: one });
    expect(derived.equals(linkSecret({ ADMIN_KEY: one }))).toBe(true);
    expect(derived.equals(linkSecret({ ADMIN_KEY: two }))).toBe(false);
    expect(derived.toString('utf8')).not.toContain('key-one-long-enough-for-the-rule');
  });

  it('says which settings are missing', () => {
    expect(() => linkSecret({})).toThrow('Neither LINK_SECRET nor ADMIN_KEY is set');
  });
});

describe('codeSealKey', () => {
  it('is a 32-byte key derived from ADMIN_KEY, apart from the link key', () => {
    const key = codeSealKey({ ADMIN_KEY: 'key-one-long-enough-for-the-rule' });
    expect(key).toHaveLength(32);
    expect(key.equals(codeSealKey({ ADMIN_KEY: 'key-one-long-enough-for-the-rule' }))).toBe(true);
    expect(key.equals(codeSealKey({ ADMIN_KEY: 'key-two-long-enough-for-the-rule' }))).toBe(false);
    expect(key.equals(linkSecret({ ADMIN_KEY: 'key-one-long-enough-for-the-rule' }))).toBe(false);
    expect(() => codeSealKey({})).toThrow('ADMIN_KEY is not set');
  });
});

describe('adminKey', () => {
  it('refuses a key shorter than 24 characters: the limit on wrong keys does not guard the key', () => {
    expect(() => adminKey({ ADMIN_KEY: 'x'.repeat(23) })).toThrow(
      new ConfigError('ADMIN_KEY must be at least 24 characters long (a long random key)'),
    );
    expect(adminKey({ ADMIN_KEY: 'x'.repeat(24) })).toBe('x'.repeat(24));
    expect(adminKey({})).toBeUndefined();
  });
});

describe('trustedProxies', () => {
  it('reads a comma-separated list, none when unset', () => {
    expect(trustedProxies({})).toEqual([]);
    expect(trustedProxies({ TRUSTED_PROXIES: ' 127.0.0.1, 35.191.0.0/16 ,' })).toEqual(['127.0.0.1', '35.191.0.0/16']);
  });
});
