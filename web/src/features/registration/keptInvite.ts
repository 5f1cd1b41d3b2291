/**
 * The acceptance e-mail's registration link, once it has filled the volunteer form, kept for
 * the tab (browserStore.ts): it proves the e-mail, which a volunteer's code by SMS cannot, so the
 * code step offers the SMS only with it, and sends it along (docs/security-phone-sign-in.md).
 * Forgotten with everything of the person at Sign Out (lib/personEntries.ts).
 */
import { VOLUNTEER_INVITE_TTL_MS } from '@gh/common/constants';
import { keepForTab, readForTab } from '../../lib/browserStore';

const KEY = 'gh:registration-invite';

interface KeptInvite {
  email: string;
  token: string;
}

export const keepInvite = (email: string, token: string): void => keepForTab<KeptInvite>(KEY, { email, token });

/** The kept link's token when it is `email`'s, else null. */
export function inviteFor(email: string): string | null {
  const kept = readForTab<KeptInvite>(KEY, VOLUNTEER_INVITE_TTL_MS);
  return kept?.email.toLowerCase() === email.toLowerCase() ? kept.token : null;
}
