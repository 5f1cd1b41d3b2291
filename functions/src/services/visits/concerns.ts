/**
 * Concerns reach a person: each one (a senior's 'Not good', a missed visit, a lapsed pair, a
 * senior's call for help, the call that welcomes a new senior) is e-mailed to the admin inbox
 * as soon as it is stored, with both people's names and phones, the visit and the senior's
 * words, and stays open on top of the admin page until the admin marks it handled with a note.
 * What the senior may see of her own (her calls for help, the welcome call) is kept on her
 * document, in the same commits: she cannot read concerns.
 *
 * The mail goes after the commit, so a failed send cannot undo the concern: `mailedAt` stays
 * null and the sweep of every minute (`sweepConcerns`) sends it again once the failed
 * send's claim has lapsed. Each send claims the concern first, so a send and sweeps at the same
 * moment mail it once.
 * The mail goes only to the admin's own inbox (SUPPORT_INBOX), or to the senior's named
 * coordinator, a member of staff who proved their address by signing in: the senior's words are
 * safe. A coordinator's concern not handled within the hour goes to the owners too
 * (in the same sweep, `sweepConcerns`).
 */
import { logger } from 'firebase-functions/logger';
import { HELP_REQUESTS_KEPT, type SeniorDoc } from '@gh/common/documents';
import { momentIn, timeIn, visitDateIn } from '@gh/common/locale-format';
import { CONCERN_ESCALATE_MS, districtOf, type ConcernKind } from '@gh/common/visits';
import { SUPPORT } from '@gh/common/support';
import { supportInbox } from '../../config.ts';
import { addToRecord } from '../../store/admin-record.ts';
import { inTransaction } from '../../store/firebase.ts';
import { personIn, readPerson, updatePersonIn } from '../../store/people.ts';
import { ownerAddresses } from '../../store/staff.ts';
import type { Transaction } from '../../store/firebase.ts';
import {
  claimConcernEscalation,
  claimConcernMail,
  concernIn,
  concernsToEscalate,
  feedbackOf,
  markConcernEscalated,
  markConcernMailed,
  newConcernId,
  raiseConcernIn,
  readVisit,
  unmailedConcerns,
  updateConcernIn,
  type StoredConcern,
} from '../../store/visits.ts';
import type { Caller } from '../identity/accounts.ts';
import { familyIn, writeFamilyIn, type Family } from '../circle/family-views.ts';
import { ServiceError } from '../errors.ts';
import { firstReaderOf } from '../people/coordinator.ts';
import { registeredPerson } from '../people/people.ts';
import { limitHits } from '../rate-limit.ts';
import { sendMail } from '../mail/mail.ts';
import { notifyFamily } from '../notify/family.ts';
import { notify, personOf } from '../notify/notify.ts';

/** The sweep leaves a concern this long to the send right after its commit. */
const SEND_GRACE_MS = 60_000;
const SWEEP_LIMIT = 50;
/** How long one send holds a concern; a send that failed is tried again by the sweep after it. */
const SEND_CLAIM_MS = 5 * 60_000;
/** The owners a concern not handled in time is copied to, besides the admin inbox. */
const OWNERS_TOLD = 10;
const COORDINATOR_LINE = `You are this senior's coordinator. If it is not marked as handled within the hour, the owners are told too.`;

const KIND_TEXT: Record<ConcernKind, string> = {
  feedback: 'a senior said a visit was not good',
  missed: 'a visit was missed (nobody checked out on its day)',
  lapsed: 'a pair has had no visit for 14 days and none is planned',
  help: 'a senior asks for help with her visits',
  welcome: 'a new senior has registered: please call her to welcome her and answer her questions',
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** One of the two people as the mail names them: name, phone and e-mail. */
async function personLine(type: 'volunteer' | 'senior', email: string): Promise<{ name: string; line: string }> {
  if (!email) return { name: '', line: 'none linked' };
  const person = await readPerson(type, email);
  return person
    ? { name: oneLine(person.name), line: `${oneLine(person.name)}, phone ${person.phone}, ${email}` }
    : { name: email, line: `${email} (not registered)` };
}

async function concernMail(concern: StoredConcern, firstLines: string[] = []): Promise<{ subject: string; text: string }> {
  const { visitId } = concern;
  const [senior, volunteer, visit, feedback] = await Promise.all([
    personLine('senior', concern.senior),
    personLine('volunteer', concern.volunteer),
    visitId ? readVisit(visitId) : Promise.resolve(null),
    // Bad feedback's words live in visitFeedback/{visitId}, not on the concern.
    visitId && concern.kind === 'feedback' ? feedbackOf([visitId]) : Promise.resolve(null),
  ]);
  const words = concern.text || (visitId && feedback?.get(visitId)?.text) || '';
  return {
    subject: `Golden Hearts concern: ${KIND_TEXT[concern.kind]} (${senior.name})`,
    text: [
      ...firstLines,
      `A concern needs a person: ${KIND_TEXT[concern.kind]}. Please call the senior.`,
      '',
      `Senior: ${senior.line}`,
      `Volunteer: ${volunteer.line}`,
      `Visit: ${visit ? `${visit.task}, ${visitDateIn(visit.date, 'en')}, ${timeIn(visit.startTime, 'en')} - ${timeIn(visit.endTime, 'en')} (India time), ${visit.city}` : 'none'}`,
      `Raised: ${momentIn(concern.at, 'en')} (India time)`,
      `Reference: ${concern.id}`,
      '',
      ...(concern.raisedBy ? [`Raised for her by a member of her family circle: ${concern.raisedBy}`] : []),
      words ? `${concern.raisedBy ? 'Their' : 'Her'} words:\n${words}` : 'No words were given.',
      '',
      'It stays on top of the admin page until it is marked as handled.',
      '',
    ].join('\n'),
  };
}

const logFailure = (error: unknown, mail: string, concern: string) =>
  logger.error(error instanceof Error ? error : new Error(String(error)), { mail, concern });

/**
 * Mails the concern unless it was mailed or is being mailed: to the senior's named coordinator
 * while they coordinate its district (the owners hear of it too unless it is handled within
 * CONCERN_ESCALATE_MS), else to the admin inbox. A failure is logged and left to the sweep.
 */
export async function mailConcern(id: string, now = Date.now()): Promise<void> {
  try {
    const concern = await claimConcernMail(id, now, now + SEND_CLAIM_MS);
    if (!concern) return;
    const coordinator = await firstReaderOf(await readPerson('senior', concern.senior), concern.districtKey ?? null);
    const forCoordinator = coordinator ? [COORDINATOR_LINE, ''] : [];
    await sendMail({ to: { address: coordinator ?? supportInbox() }, ...(await concernMail(concern, forCoordinator)) });
    await markConcernMailed(id, now, coordinator ? { coordinator, escalateAt: now + CONCERN_ESCALATE_MS } : undefined);
  } catch (error) {
    logFailure(error, 'concern', id);
  }
}

/** The owners (the admin inbox, and each owner's address) hear of a coordinator's concern not handled in time, once. */
async function escalateConcern(id: string, now: number): Promise<void> {
  try {
    const concern = await claimConcernEscalation(id, now, now + SEND_CLAIM_MS);
    if (!concern) return;
    const [mail, owners] = await Promise.all([
      concernMail(concern, [`Not handled within the hour by the senior's coordinator, ${concern.coordinator}.`, '']),
      ownerAddresses(OWNERS_TOLD),
    ]);
    await sendMail({
      to: { address: supportInbox() },
      cc: owners.map((address) => ({ address })),
      ...mail,
      subject: `Not handled within the hour: ${mail.subject}`,
    });
    await markConcernEscalated(id, now);
  } catch (error) {
    logFailure(error, 'escalation', id);
  }
}

/**
 * The sweep: every concern not mailed yet (past the grace of its own send), oldest first; then
 * each coordinator's concern whose hour has passed unhandled goes to the owners.
 */
export async function sweepConcerns(now = Date.now()): Promise<void> {
  const concerns = await unmailedConcerns(now - SEND_GRACE_MS, SWEEP_LIMIT);
  for (const concern of concerns) await mailConcern(concern.id, now);
  const due = await concernsToEscalate(now, SWEEP_LIMIT);
  for (const concern of due) await escalateConcern(concern.id, now);
}

/**
 * The signed-in senior asks for help: a concern with her words, mailed at once, and listed on
 * her own document (newest first, HELP_REQUESTS_KEPT of them) for her dashboard.
 */
export async function askForHelp(caller: Caller, message: string, now = Date.now()): Promise<void> {
  await registeredPerson('senior', caller.email);
  await limitHits('seniorHelp', caller.email, now);
  await raiseHelp(caller.email, message, null, now);
}

/**
 * Stores senior `email`'s call for help (raised by the member of her family `raisedBy`, or by her)
 * where her dashboard and her family's views list it, in one commit, then mails it.
 * `allowed` is checked with what the commit reads of her family, before anything is written.
 */
export async function raiseHelp(
  email: string,
  message: string,
  raisedBy: string | null,
  now = Date.now(),
  allowed: (family: Family) => void = () => {},
): Promise<void> {
  const id = `help:${newConcernId()}`;
  await inTransaction(async (tx) => {
    const senior = await personIn(tx, 'senior', email);
    const family = await familyIn(tx, email, now);
    allowed(family);
    if (!senior) throw new ServiceError('seniorNotFound');
    raiseConcernIn(tx, id, {
      kind: 'help',
      volunteer: senior.volunteer?.email ?? '',
      senior: email,
      visitId: null,
      text: message,
      at: now,
      districtKey: districtOf(senior.place),
      ...(raisedBy && { raisedBy }),
    });
    const request = { id, at: now, text: message, ...(raisedBy && { raisedBy }) };
    const helpRequests = [request, ...(senior.helpRequests ?? [])].slice(0, HELP_REQUESTS_KEPT);
    updatePersonIn(tx, 'senior', email, { helpRequests });
    writeFamilyIn(tx, family, { help: helpRequests });
  });
  await mailConcern(id, now);
}

/** Raises, in the new senior's registration commit, the call that welcomes her (of `place`, hers). */
export function raiseWelcomeIn(tx: Transaction, email: string, place: SeniorDoc['place'], at: number): string {
  const id = welcomeConcernId(email);
  raiseConcernIn(tx, id, { kind: 'welcome', volunteer: '', senior: email, visitId: null, text: '', at, districtKey: districtOf(place) });
  return id;
}

export const welcomeConcernId = (email: string) => `welcome:${email}`;

/** The concerns a senior raised herself: she hears when the admin has handled them. */
const RAISED_BY_HER: readonly ConcernKind[] = ['feedback', 'help'];

/** What her document (and her family's views) show of a concern once handled: her call for help, with the words for her; the welcome call made. */
function handledOnHer(tx: Transaction, concern: StoredConcern, senior: SeniorDoc, family: Family, forSenior: string, now: number): void {
  if (concern.kind === 'welcome') {
    updatePersonIn(tx, 'senior', concern.senior, { welcomeCalledAt: now });
    return;
  }
  const requests = senior.helpRequests ?? [];
  if (!requests.some((request) => request.id === concern.id)) return;
  const helpRequests = requests.map((request) =>
    request.id === concern.id ? { ...request, handledAt: now, ...(forSenior && { note: forSenior }) } : request,
  );
  updatePersonIn(tx, 'senior', concern.senior, { helpRequests });
  writeFamilyIn(tx, family, { help: helpRequests });
}

/**
 * The admin (`session`) closes an open concern with a note, once: the note and the audit entry
 * in one commit, with what the senior's dashboard shows of it (her call for help handled, with
 * the words `forSenior` the admin wrote for her; the welcome call made). A concern she raised
 * is told to her by mail, by the call that closed it, without either note.
 */
export async function handleConcern(id: string, note: string, session: string, forSenior = '', now = Date.now()): Promise<void> {
  const concern = await inTransaction(async (tx) => {
    const concern = await concernIn(tx, id);
    if (!concern) throw new ServiceError('concernNotFound');
    if (concern.status === 'handled') throw new ServiceError('concernAlreadyHandled');
    if (forSenior && concern.kind !== 'help') {
      throw new ServiceError('invalidInput', { message: 'A note for the senior goes only with her call for help' });
    }
    const senior = concern.kind === 'help' || concern.kind === 'welcome' ? await personIn(tx, 'senior', concern.senior) : null;
    const family = senior && (await familyIn(tx, concern.senior, now));
    updateConcernIn(tx, id, {
      status: 'handled',
      handledAt: now,
      handledNote: note,
      ...(forSenior && { seniorNote: forSenior }),
      ...(concern.escalateAt != null && { escalateAt: null }),
    });
    if (senior && family) handledOnHer(tx, concern, senior, family, forSenior, now);
    addToRecord(tx, {
      audit: {
        at: now,
        action: 'handleConcern',
        email: concern.senior,
        type: 'senior',
        session,
        details: { concern: id, kind: concern.kind, volunteer: concern.volunteer, note, ...(forSenior && { forSenior }) },
      },
    });
    return concern;
  });
  if (RAISED_BY_HER.includes(concern.kind)) await mailHandled(concern);
}

/**
 * Tells the senior her concern is handled, and her family who chose it when it was her call for
 * help (what their views show; her word on a visit is hers alone). A concern from before she
 * registered (none) tells nobody.
 */
async function mailHandled(concern: StoredConcern): Promise<void> {
  const [senior, volunteer] = await Promise.all([
    readPerson('senior', concern.senior),
    concern.volunteer ? readPerson('volunteer', concern.volunteer) : null,
  ]);
  if (!senior) return;
  const people = { senior: personOf(concern.senior, senior), volunteer: personOf(concern.volunteer, volunteer) };
  await notify('concernHandled', people, ({ me, t }) => ({
    subject: t('handled.subject'),
    body: [t('handled.body', { moment: momentIn(concern.at, me.lang) }), '', t('handled.more', { phone: SUPPORT.phone })],
  }));
  if (concern.kind !== 'help') return;
  await notifyFamily('handled', { email: concern.senior, name: senior.name }, (t, lang, her) => ({
    subject: t('family.handled.subject', { senior: her }),
    body: [t('family.handled.body', { senior: her, moment: momentIn(concern.at, lang) })],
  }));
}
