import { describe, expect, it } from 'vitest';
import { RESUME_LINK_TTL_MS } from '@gh/common/constants';
import { checkLink, linkSignature, resumeLink } from './file-links.ts';

const secret = Buffer.from('test secret');
const target = { email: 'aditi@example.com', path: 'resumes/aditi@example.com/cv.pdf' };
const now = Date.UTC(2026, 0, 1);

function parse(link: string) {
  const url = new URL(link, 'https://site.example');
  return { url, expires: Number(url.searchParams.get('expires')), sig: url.searchParams.get('sig') ?? '' };
}

describe('resume links', () => {
  it('point at /api/files/resume with the e-mail, an expiry ten minutes on and a signature', () => {
    const { url, expires, sig } = parse(resumeLink(target, secret, now));
    expect(url.pathname).toBe('/api/files/resume');
    expect(url.searchParams.get('email')).toBe(target.email);
    expect(expires).toBe(now + RESUME_LINK_TTL_MS);
    expect(sig).toBe(linkSignature(target, expires, secret));
    expect(resumeLink(target, secret, now).startsWith('/api/')).toBe(true);
  });

  it('work until they expire, and not a millisecond after', () => {
    const { expires, sig } = parse(resumeLink(target, secret, now));
    expect(checkLink(target, expires, sig, secret, now)).toBe('ok');
    expect(checkLink(target, expires, sig, secret, expires)).toBe('ok');
    expect(checkLink(target, expires, sig, secret, expires + 1)).toBe('expired');
  });

  it('fail when anything they cover is changed', () => {
    const { expires, sig } = parse(resumeLink(target, secret, now));
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect(checkLink(target, expires, flipped, secret, now)).toBe('invalid');
    expect(checkLink(target, expires + 60_000, sig, secret, now)).toBe('invalid');
    expect(checkLink({ ...target, email: 'rohan@example.com' }, expires, sig, secret, now)).toBe('invalid');
    expect(checkLink({ ...target, path: 'resumes/aditi@example.com/other.pdf' }, expires, sig, secret, now)).toBe('invalid');
    expect(checkLink(target, expires, sig, Buffer.from('another secret'), now)).toBe('invalid');
    expect(checkLink(target, expires, '', secret, now)).toBe('invalid');
  });

  it('call a tampered expired link invalid, not expired', () => {
    const { expires, sig } = parse(resumeLink(target, secret, now - 2 * RESUME_LINK_TTL_MS));
    expect(checkLink(target, expires, sig, secret, now)).toBe('expired');
    expect(checkLink(target, expires, `x${sig.slice(1)}`, secret, now)).toBe('invalid');
  });
});
