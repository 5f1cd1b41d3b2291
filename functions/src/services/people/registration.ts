/**
 * Registering (spec sections 4, 5 and 8): the validated form waits with an e-mailed code; the
 * verified code creates the volunteer or senior and signs them in. Volunteers need an
 * accepted application first; an e-mail belongs to one side only.
 */
import { APPLICATION_STATUS, type UserType } from '@gh/common/constants';
import type { Lang } from '@gh/common/i18n';
import type { ApplicationDoc, VerifiedSession, VolunteerInvite } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import {
  requestLangSchema,
  seniorRegistrationSchema,
  volunteerRegistrationSchema,
  type SeniorRegistration,
  type VolunteerRegistration,
} from '@gh/common/schemas';
import { linkSecret } from '../../config.ts';
import { ServiceError } from '../errors.ts';
import { readInviteToken } from '../identity/invite-links.ts';
import { keepVolunteerSkills, readApplication } from '../../store/applications.ts';
import { createPerson, isRegistered } from '../../store/people.ts';
import { customTokenFor, sessionUser } from '../identity/accounts.ts';
import { decisionIsFinal } from '../applications/decisions.ts';
import { keepMatchesCurrent } from '../pairs/matching.ts';
import { redeemCode, sendCode } from '../identity/otp.ts';
import { newSenior, newVolunteer } from './people.ts';
import { limitCodeRequests } from '../rate-limit.ts';

async function acceptedApplication(email: string): Promise<ApplicationDoc> {
  const application = await readApplication(email);
  if (!application) throw new ServiceError('applicationMissing');
  // A decision that can still be undone is not one yet; past its undo time it is, mailed or not.
  if (!decisionIsFinal(application)) throw new ServiceError('applicationPending');
  if (application.status === APPLICATION_STATUS.rejected) throw new ServiceError('applicationRejected');
  return application;
}

const emailTaken = () => new ServiceError('emailExists');

export async function requestRegistration(
  type: UserType,
  form: VolunteerRegistration | SeniorRegistration,
  clientAddress: string,
  lang: Lang,
): Promise<void> {
  await limitCodeRequests(clientAddress);
  if (await isRegistered(form.email)) throw emailTaken();
  if (type === 'volunteer') await acceptedApplication(form.email);
  // The page's language waits with the form: the person's mails are written in it once registered.
  await sendCode({ type, email: form.email, purpose: 'register', name: form.name, pending: { ...form, lang }, lang });
}

/**
 * The accepted applicant's name, phone and e-mail for the registration link of their acceptance
 * e-mail, and nothing else: only for a token this service signed, before it
 * expires, while the application is accepted and the person not yet registered. Every other
 * case is one answer, so the route tells nobody anything about an e-mail it names.
 */
export async function invitedApplicant(token: string, now = Date.now()): Promise<VolunteerInvite> {
  const invite = readInviteToken(token, linkSecret(), now);
  if (invite.check === 'expired') throw new ServiceError('inviteExpired');
  if (invite.check !== 'ok') throw new ServiceError('inviteInvalid');
  if (await isRegistered(invite.email)) throw emailTaken();
  const application = await acceptedApplication(invite.email).catch(() => null);
  if (!application) throw new ServiceError('inviteInvalid');
  return { name: application.fullName, phone: application.contact, email: application.email };
}

/**
 * Creates the account from `details` (the form the verifying page sent with the code), or
 * without them from the form that waited with the code: the first one sent for it, never
 * changed by anyone asking again. An address already registered (a code link opened again, a
 * code typed in one tab after registering in another browser) is told so, as spec section 8
 * says, instead of "code wrong": POST /register/{type} tells anyone the same thing, so this is
 * counted against the same limit per client address and reveals nothing more.
 */
export async function verifyRegistration(
  type: UserType,
  email: string,
  code: string,
  clientAddress: string,
  details?: (VolunteerRegistration | SeniorRegistration) & { lang: Lang },
): Promise<VerifiedSession> {
  if (await isRegistered(email)) {
    await limitCodeRequests(clientAddress);
    throw emailTaken();
  }
  const waiting = await redeemCode(type, email, 'register', code);
  return createRegistration(type, email, details ?? waiting, true);
}

/**
 * Creates the person from the registration `pending` for `email` and answers her member
 * session. `emailProven`: whether this registration proved the e-mail; one that did not is
 * marked, so nothing is mailed to it until it is proven (docs/notifications.md).
 */
export async function createRegistration(
  type: UserType,
  email: string,
  pending: Record<string, unknown> | null,
  emailProven: boolean,
): Promise<VerifiedSession> {
  const now = Date.now();
  const lang = requestLangSchema.parse(pending?.lang);
  const proof = emailProven ? {} : { emailProven: false as const };
  let doc;
  if (type === 'volunteer') {
    doc = { ...newVolunteer(volunteerRegistrationSchema.parse(pending), await acceptedApplication(email), now), lang, ...proof };
  } else {
    doc = { ...newSenior(seniorRegistrationSchema.parse(pending), now), lang, ...proof };
  }
  if (!(await createPerson(type, doc))) throw emailTaken();
  if ('skills' in doc) await keepVolunteerSkills(email, doc.skills);
  await keepMatchesCurrent(type, null, doc);
  return {
    message: SERVER_MESSAGES.registered,
    user: sessionUser(type, doc),
    token: await customTokenFor(email, type),
  };
}
