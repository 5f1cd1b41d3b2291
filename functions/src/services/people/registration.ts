/**
 * Registering (spec sections 4, 5 and 8): the validated form waits with an e-mailed code; the
 * verified code creates the volunteer or senior and signs them in. Volunteers need an
 * accepted application first; an e-mail belongs to one side only. What a registration's proofs
 * may create or take over is identity.ts's to decide.
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
import { sessionUser } from '../identity/accounts.ts';
import { openAccount, proveEmailByCode, refuseIfOwned, sessionFor, type Proof } from '../identity/identity.ts';
import { decisionIsFinal } from '../applications/decisions.ts';
import { keepMatchesCurrent } from '../pairs/matching.ts';
import { sendCode } from '../identity/otp.ts';
import { newSenior, newVolunteer } from './people.ts';
import { placeOfPin } from './places.ts';
import { mailConcern, raiseWelcomeIn, welcomeConcernId } from '../visits/concerns.ts';
import { WELCOME_CALL_MS } from '@gh/common/visits';
import { limitCodeRequests } from '../rate-limit.ts';

async function acceptedApplication(email: string): Promise<ApplicationDoc> {
  const application = await readApplication(email);
  if (!application) throw new ServiceError('applicationMissing');
  // A decision that can still be undone is not one yet; past its undo time it is, mailed or not.
  if (!decisionIsFinal(application)) throw new ServiceError('applicationPending');
  if (application.status === APPLICATION_STATUS.rejected) throw new ServiceError('applicationRejected');
  return application;
}

/**
 * Mails the registration code for `form`. An e-mail someone proved answers the spec's 409; one
 * a registration by SMS holds unproven does not: its owner registers, and her code makes it hers.
 */
export async function requestRegistration(
  type: UserType,
  form: VolunteerRegistration | SeniorRegistration,
  clientAddress: string,
  lang: Lang,
): Promise<void> {
  await limitCodeRequests(clientAddress);
  placeOfPin(form.zipcode);
  await refuseIfOwned(form.email);
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
  await refuseIfOwned(invite.email);
  const application = await acceptedApplication(invite.email).catch(() => null);
  if (!application) throw new ServiceError('inviteInvalid');
  return { name: application.fullName, phone: application.contact, email: application.email, zipcode: application.zipcode ?? '' };
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
  try {
    await refuseIfOwned(email);
  } catch (error) {
    await limitCodeRequests(clientAddress);
    throw error;
  }
  // A PIN code the directory does not know is refused before the code is tried, so it is not spent.
  if (details) placeOfPin(details.zipcode);
  const { proof, pending } = await proveEmailByCode(type, email, 'register', code);
  return createRegistration(type, email, details ?? pending, [proof]);
}

/** A senior's account, and in its commit the call that welcomes her, in her district. */
function openSenior(email: string, pending: Record<string, unknown> | null, proofs: readonly Proof[], lang: Lang, now: number) {
  const doc = { ...newSenior(seniorRegistrationSchema.parse(pending), now, lang), lang, welcomeCallBy: now + WELCOME_CALL_MS };
  return openAccount('senior', doc, proofs, now, (tx) => raiseWelcomeIn(tx, email, doc.place, now));
}

/**
 * Creates the person from the registration `pending` for `email` with what the request proved
 * (identity.ts openAccount: the e-mail, or only a phone) and answers their session. An e-mail
 * nobody proved is marked so, and nothing is mailed to it until it is (docs/notifications.md).
 * A new senior also asks our team, in the same commit, to call her within WELCOME_CALL_MS (a
 * concern, mailed at once), and her document says by when.
 */
export async function createRegistration(
  type: UserType,
  email: string,
  pending: Record<string, unknown> | null,
  proofs: readonly Proof[],
): Promise<VerifiedSession> {
  const now = Date.now();
  const lang = requestLangSchema.parse(pending?.lang);
  const { doc, replaced } =
    type === 'volunteer'
      ? await openAccount(
          'volunteer',
          { ...newVolunteer(volunteerRegistrationSchema.parse(pending), await acceptedApplication(email), now, lang), lang },
          proofs,
          now,
        )
      : await openSenior(email, pending, proofs, lang, now);
  // A senior taken over on her own side was welcomed when she was registered.
  if (type === 'senior' && replaced?.type !== 'senior') await mailConcern(welcomeConcernId(email), now);
  if ('skills' in doc) await keepVolunteerSkills(email, doc.skills);
  await keepMatchesCurrent(type, replaced?.type === type ? replaced.doc : null, doc);
  return {
    message: SERVER_MESSAGES.registered,
    user: sessionUser(type, doc),
    token: await sessionFor(type, doc),
  };
}
