import { describe, expect, it } from 'vitest';
import {
  circleCodeLinkUrl,
  codeLinkUrl,
  readCircleLink,
  readCodeLink,
  readStaffLink,
  staffCodeLinkUrl,
  staffInviteLinkUrl,
} from './code-link.ts';

describe('code links', () => {
  it('put the role, the e-mail and the code in the fragment of the page where the code is typed', () => {
    const link = { role: 'senior', email: 'kamala+rao@example.com', code: '004211' } as const;
    const login = codeLinkUrl('https://gh.example', 'login', link);
    expect(login).toBe('https://gh.example/login#role=senior&email=kamala%2Brao%40example.com&code=004211');
    expect(readCodeLink(login.slice(login.indexOf('#')))).toEqual(link);
    expect(codeLinkUrl('https://gh.example', 'register', { ...link, role: 'volunteer' })).toMatch(
      /^https:\/\/gh\.example\/volunteer-registration#role=volunteer&/,
    );
  });

  it.each([
    '',
    '#',
    '#role=admin&email=a%40b.co&code=1',
    '#role=senior&email=a%40b.co',
    '#role=senior&code=123456',
    '#role=senior&email=%E0%A4%A&code=123456',
  ])('%j is not a code link', (hash) => {
    expect(readCodeLink(hash)).toBeNull();
  });
});

describe('staff links', () => {
  it('open /admin in the language asked for, with the token or the code in the fragment', () => {
    expect(staffInviteLinkUrl('https://gh.example', 'a+b/c.1.x', 'mr')).toBe('https://gh.example/mr/admin#staff-invite=a%2Bb%2Fc.1.x');
    expect(staffCodeLinkUrl('https://gh.example', 'uma+x@example.com', '012345')).toBe(
      'https://gh.example/admin#staff-email=uma%2Bx%40example.com&code=012345',
    );
  });

  it('are read back from the fragment the page finds', () => {
    const invite = staffInviteLinkUrl('https://gh.example', 'a+b/c.1.x');
    expect(readStaffLink(invite.slice(invite.indexOf('#')))).toEqual({ kind: 'invite', token: 'a+b/c.1.x' });
    const code = staffCodeLinkUrl('https://gh.example', 'uma+x@example.com', '012345');
    expect(readStaffLink(code.slice(code.indexOf('#')))).toEqual({ kind: 'code', email: 'uma+x@example.com', code: '012345' });
    // A code asked for with an invitation: its link accepts it.
    const accepting = staffCodeLinkUrl('https://gh.example', 'uma@example.com', '012345', 'hi', 'a+b/c.1.x');
    expect(accepting).toBe('https://gh.example/hi/admin#staff-email=uma%40example.com&code=012345&staff-invite=a%2Bb%2Fc.1.x');
    expect(readStaffLink(accepting.slice(accepting.indexOf('#')))).toEqual({
      kind: 'code',
      email: 'uma@example.com',
      code: '012345',
      invite: 'a+b/c.1.x',
    });
  });

  it.each(['', '#', '#staff-invite=', '#staff-email=uma%40example.com', '#code=012345', '#role=senior&email=a%40b.co&code=123456'])(
    '%j is no staff link',
    (hash) => {
      expect(readStaffLink(hash)).toBeNull();
    },
  );

  it('are no code link of a person', () => {
    const link = staffCodeLinkUrl('https://gh.example', 'uma@example.com', '012345');
    expect(readCodeLink(link.slice(link.indexOf('#')))).toBeNull();
  });
});

describe('family circle invitation links', () => {
  const invite = 'f'.repeat(32);

  it('are read back from the fragment of /circle, in the language asked for', () => {
    const link = circleCodeLinkUrl('https://gh.example', invite, 'beti+1@example.com', '004211', 'mr');
    expect(link).toBe(`https://gh.example/mr/circle#invite=${invite}&email=beti%2B1%40example.com&code=004211`);
    expect(readCircleLink(link.slice(link.indexOf('#')))).toEqual({ invite, email: 'beti+1@example.com', code: '004211' });
  });

  it('read an invitation without its address or code as blanks to type, and none without an invitation', () => {
    expect(readCircleLink(`#invite=${invite}`)).toEqual({ invite, email: '', code: '' });
    expect(readCircleLink('#email=beti%40example.com&code=004211')).toBeNull();
    expect(readCircleLink('')).toBeNull();
  });
});
