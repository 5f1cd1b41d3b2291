/**
 * Links in e-mails that carry what they need in the URL fragment. First the one-tap link in a
 * code e-mail: the page where the code is typed, with the role, the e-mail and the code in the
 * fragment. Browsers never send a fragment to a server,
 * so the code stays out of Hosting's and proxies' logs; the page reads it, removes it from the
 * address bar and verifies it through the same route as a typed code (same limits, used once).
 */
import { USER_TYPES, type UserType } from './constants.ts';
import { PAGES } from './routes.ts';
import { DEFAULT_LANG, localizedPath, type Lang } from './i18n.ts';

export interface CodeLink {
  role: UserType;
  email: string;
  code: string;
}

/** Where each purpose's code is typed. */
export const CODE_LINK_PAGES = {
  login: { senior: PAGES.login, volunteer: PAGES.login },
  register: { senior: PAGES.seniorRegistration, volunteer: PAGES.volunteerRegistration },
} as const satisfies Record<'login' | 'register', Record<UserType, string>>;

export function codeLinkUrl(
  origin: string,
  purpose: keyof typeof CODE_LINK_PAGES,
  { role, email, code }: CodeLink,
  lang: Lang = DEFAULT_LANG,
): string {
  const fragment = Object.entries({ role, email, code })
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  return `${origin}${localizedPath(CODE_LINK_PAGES[purpose][role], lang)}#${fragment}`;
}

/** `key=value&...` (common/ runs where URLSearchParams may not be declared); a bad escape reads as nothing. */
function fragmentParams(hash: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const pair of hash.replace(/^#/, '').split('&')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    try {
      params.set(pair.slice(0, at), decodeURIComponent(pair.slice(at + 1)));
    } catch {
      // A malformed %-escape: this pair says nothing.
    }
  }
  return params;
}

/**
 * The acceptance e-mail's registration link: the volunteer registration
 * page with `invite=<token>` in the fragment, kept out of logs like the code; the page hands
 * the token to POST /register/volunteer/invite, which answers the applicant's name, phone and
 * e-mail to fill the form with.
 */
export function inviteLinkUrl(origin: string, token: string, lang: Lang = DEFAULT_LANG): string {
  return `${origin}${localizedPath(PAGES.volunteerRegistration, lang)}#invite=${encodeURIComponent(token)}`;
}

/**
 * An invitation to the staff: /admin with `staff-invite=<token>` in the fragment, kept out of
 * logs like the code; the page asks for a code for the address and sends the token with it.
 */
export function staffInviteLinkUrl(origin: string, token: string, lang: Lang = DEFAULT_LANG): string {
  return `${origin}${localizedPath(PAGES.admin, lang)}#staff-invite=${encodeURIComponent(token)}`;
}

/**
 * A staff code's one-tap link: /admin with the e-mail and the code in the fragment, and the
 * invitation's token when the code was asked for with one (the link then accepts it).
 */
export function staffCodeLinkUrl(origin: string, email: string, code: string, lang: Lang = DEFAULT_LANG, invite?: string): string {
  const accepting = invite ? `&staff-invite=${encodeURIComponent(invite)}` : '';
  return `${origin}${localizedPath(PAGES.admin, lang)}#staff-email=${encodeURIComponent(email)}&code=${encodeURIComponent(code)}${accepting}`;
}

/** What a staff e-mail's link to /admin carries: an invitation's token, or an address and its code (and the invitation it accepts). */
export type StaffLink = { kind: 'invite'; token: string } | { kind: 'code'; email: string; code: string; invite?: string };

/** The staff link in a location's hash (staffInviteLinkUrl, staffCodeLinkUrl), or null. */
export function readStaffLink(hash: string): StaffLink | null {
  const params = fragmentParams(hash);
  const token = params.get('staff-invite');
  const email = params.get('staff-email');
  const code = params.get('code');
  if (email && code) return { kind: 'code', email, code, ...(token && { invite: token }) };
  return token ? { kind: 'invite', token } : null;
}

/** The token of a registration link from a location's hash, or null. */
export function readInviteLink(hash: string): string | null {
  return fragmentParams(hash).get('invite') || null;
}

/**
 * The link mailed when an address with a pending application applies again: /apply with
 * `replace=<token>` in the fragment, kept out of logs like the code; the page hands the token
 * to POST /volunteer/volunteer/application/replace.
 */
export function replaceLinkUrl(origin: string, token: string, lang: Lang = DEFAULT_LANG): string {
  return `${origin}${localizedPath(PAGES.apply, lang)}#replace=${encodeURIComponent(token)}`;
}

/** The token of a replacement link from a location's hash, or null. */
export function readReplaceLink(hash: string): string | null {
  return fragmentParams(hash).get('replace') || null;
}

/** The link's contents from a location's hash, or null when it is not a whole code link. */
export function readCodeLink(hash: string): CodeLink | null {
  const params = fragmentParams(hash);
  const role = params.get('role');
  const email = params.get('email');
  const code = params.get('code');
  if (!role || !(USER_TYPES as readonly string[]).includes(role) || !email || !code) return null;
  return { role: role as UserType, email, code };
}

/**
 * An invitation into a family circle's code link: /circle with the invitation's id, the
 * address and the code in the fragment; it names nobody, so it adds nothing the senior wrote.
 */
export function circleCodeLinkUrl(origin: string, invite: string, email: string, code: string, lang: Lang = DEFAULT_LANG): string {
  const fragment = `invite=${invite}&email=${encodeURIComponent(email)}&code=${encodeURIComponent(code)}`;
  return `${origin}${localizedPath(PAGES.circle, lang)}#${fragment}`;
}

/** What a family circle invitation's link carries: its id always, the address and the code when the link is whole. */
export interface CircleLink {
  invite: string;
  email: string;
  code: string;
}

/** The invitation link of circleCodeLinkUrl from a location's hash (an address or code missing reads as ''), or null without an invitation. */
export function readCircleLink(hash: string): CircleLink | null {
  const params = fragmentParams(hash);
  const invite = params.get('invite');
  return invite ? { invite, email: params.get('email') ?? '', code: params.get('code') ?? '' } : null;
}

/** A family member's sign-in code's one-tap link: /family with the address and the code in the fragment. */
export function familyCodeLinkUrl(origin: string, email: string, code: string, lang: Lang = DEFAULT_LANG): string {
  return `${origin}${localizedPath(PAGES.family, lang)}#email=${encodeURIComponent(email)}&code=${encodeURIComponent(code)}`;
}

/** What familyCodeLinkUrl's link carries. */
export interface FamilyLink {
  email: string;
  code: string;
}

/** The link of familyCodeLinkUrl from a location's hash, or null when it is not a whole one. */
export function readFamilyLink(hash: string): FamilyLink | null {
  const params = fragmentParams(hash);
  const email = params.get('email');
  const code = params.get('code');
  return email && code && !params.has('role') && !params.has('invite') ? { email, code } : null;
}
