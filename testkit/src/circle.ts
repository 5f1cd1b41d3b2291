/**
 * A senior's family circle for the stack's tests: inviting an address into it by her session
 * and joining with the code its mail carries, and a member's own session (the family sign-in's
 * custom token, as POST /family/verify answers it).
 */
import { CIRCLE_NOTICE_VERSION, type CirclePart } from '@gh/common/circle';
import type { Lang } from '@gh/common/i18n';
import { familyTokenFor } from '@gh/functions/testing';
import { adminAuth, bearer, codeFromMail, linkFromMail, newEmail } from './identity.ts';
import { api, idTokenFor, mailbox } from './stack.ts';

/**
 * The senior of `token` invites `email` to see `parts`; answers the invitation from its mail
 * (invite, email, code), with agreement to the circle's notice, as the join page sends it.
 */
export async function invitedBy(token: string, email: string, parts: CirclePart[]) {
  const before = (await mailbox.to(email)).length;
  const answer = await api('POST', '/circle/invite', { email, parts }, bearer(token));
  if (answer.status !== 200) throw new Error(`POST /circle/invite answered ${answer.status}: ${answer.text}`);
  const link = await linkFromMail(email, before + 1);
  const params = new URLSearchParams(new URL(link).hash.slice(1));
  return {
    invite: params.get('invite') ?? '',
    email: params.get('email') ?? '',
    code: await codeFromMail(email, before + 1),
    consentVersion: CIRCLE_NOTICE_VERSION,
  };
}

/** A new address joins the circle of the senior of `token`, allowed `parts`, from a page in `lang`: answers it. */
export async function joinedBy(token: string, parts: CirclePart[], lang?: Lang, email = newEmail('family')): Promise<string> {
  const invitation = await invitedBy(token, email, parts);
  const answer = await api('POST', '/circle/accept', { ...invitation, ...(lang && { lang }) });
  if (answer.status !== 200) throw new Error(`POST /circle/accept answered ${answer.status}: ${answer.text}`);
  return email;
}

/** An ID token of the family sign-in's session of `email`: their own account, the e-mail claim alone. */
export async function familyToken(email: string): Promise<string> {
  return idTokenFor(await familyTokenFor(email, adminAuth()));
}
