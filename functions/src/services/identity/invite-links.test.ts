import { describe, expect, it } from 'vitest';
import { VOLUNTEER_INVITE_TTL_MS } from '@gh/common/constants';
import { inviteLinkUrl, readInviteLink } from '@gh/common/code-link';
import { volunteerInviteSchema } from '@gh/common/schemas';
import { linkSignature } from '../files/file-links.ts';
import { emailToken, inviteToken, readEmailToken, readInviteToken } from './invite-links.ts';

const secret = Buffer.from('test secret');
const email = 'meera@example.com';
const now = Date.UTC(2026, 0, 1);

describe('registration link tokens', () => {
  it('name their e-mail until they expire, and not a millisecond after', () => {
    const token = inviteToken(email, secret, now);
    expect(readInviteToken(token, secret, now)).toEqual({ check: 'ok', email });
    expect(readInviteToken(token, secret, now + VOLUNTEER_INVITE_TTL_MS)).toEqual({ check: 'ok', email });
    expect(readInviteToken(token, secret, now + VOLUNTEER_INVITE_TTL_MS + 1)).toEqual({ check: 'expired' });
  });

  it('are refused under another secret, or with any part changed', () => {
    const token = inviteToken(email, secret, now);
    const [encoded, expires, sig] = token.split('.') as [string, string, string];
    expect(readInviteToken(token, Buffer.from('other'), now)).toEqual({ check: 'invalid' });
    const other = Buffer.from('ravi@example.com').toString('base64url');
    for (const changed of [
      `${other}.${expires}.${sig}`,
      `${encoded}.${Number(expires) + 1}.${sig}`,
      `${encoded}.${expires}.x${sig.slice(1)}`,
      `${encoded}.${expires}`,
      `${token}.x`,
      `${encoded}.-1.${sig}`,
      `${encoded}.1e3.${sig}`,
      '',
      '..',
    ]) {
      expect(readInviteToken(changed, secret, now), changed).toEqual({ check: 'invalid' });
    }
  });

  it('pass for their own purpose only: a replacement link is no registration link, nor the other way round', () => {
    const replacement = emailToken('application-replacement', email, secret, now, 60_000);
    expect(readEmailToken('application-replacement', replacement, secret, now)).toEqual({ check: 'ok', email });
    expect(readInviteToken(replacement, secret, now)).toEqual({ check: 'invalid' });
    expect(readEmailToken('application-replacement', inviteToken(email, secret, now), secret, now)).toEqual({ check: 'invalid' });
  });

  it('never pass for a file link of the same e-mail, nor a file link for them', () => {
    const [, expires, sig] = inviteToken(email, secret, now).split('.') as [string, string, string];
    expect(sig).not.toBe(linkSignature({ email, path: `resumes/${email}/cv.pdf` }, Number(expires), secret));
    const fileSig = linkSignature({ email, path: `resumes/${email}/cv.pdf` }, Number(expires), secret);
    const encoded = Buffer.from(email).toString('base64url');
    expect(readInviteToken(`${encoded}.${expires}.${fileSig}`, secret, now)).toEqual({ check: 'invalid' });
  });

  it('refuse a signed token whose e-mail breaks the one e-mail rule', () => {
    for (const odd of ['x@example.com\nBcc: y@example.com', 'A B@example.com', 'no-at-sign']) {
      expect(readInviteToken(inviteToken(odd, secret, now), secret, now), odd).toEqual({ check: 'invalid' });
    }
  });

  it('travel in the link as the route takes them: URL-safe, within the schema, read back from the fragment', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    for (const address of [email, long]) {
      const token = inviteToken(address, secret, now);
      const url = inviteLinkUrl('https://site.example', token);
      expect(url).toBe(`https://site.example/volunteer-registration#invite=${token}`);
      expect(readInviteLink(new URL(url).hash)).toBe(token);
      expect(volunteerInviteSchema.safeParse({ token }).success).toBe(true);
    }
    expect(readInviteLink('#role=senior&email=a%40b.com&code=123456')).toBeNull();
    expect(readInviteLink('')).toBeNull();
  });
});
