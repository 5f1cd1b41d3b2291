/**
 * Grievances (docs/decisions/0038): a signed-in person files one; it waits, soonest due first,
 * for the grievance officer (a member of staff the owners name) or an owner, who answers it
 * once within GRIEVANCE_ANSWER_DAYS. The answer is mailed to the person in the language they
 * filed in, after the commit that records it: each send claims the grievance first, so answers
 * and sweeps at once mail it once, and a failed send is tried again by the sweep of every minute.
 * The officer is reminded, in the evening, of those still open as their due day nears.
 */
import { logger } from 'firebase-functions/logger';
import { DAY_MS } from '@gh/common/constants';
import { PAGES } from '@gh/common/routes';
import { circleDocId } from '@gh/common/circle';
import {
  GRIEVANCE_ANSWER_MS,
  GRIEVANCE_REMIND_DAYS,
  type GrievanceCategory,
  type GrievanceDoc,
  type GrievanceOfficerContact,
  type NomineeReason,
} from '@gh/common/grievances';
import type { Lang } from '@gh/common/i18n';
import { dateIn } from '@gh/common/locale-format';
import { grievanceCursor } from '@gh/common/schemas';
import { supportInbox, webOrigin } from '../../config.ts';
import {
  answerGrievanceIn,
  claimAnswerMail,
  claimDueReminders,
  fileGrievanceIn,
  markAnswerMailed,
  newGrievanceId,
  openGrievances,
  putGrievanceOfficer,
  readGrievanceOfficer,
  releaseReminders,
  unmailedAnswers,
} from '../../store/grievances.ts';
import { nomineeViewIn } from '../../store/circles.ts';
import { readHolder } from '../../store/people.ts';
import { readStaff } from '../../store/staff.ts';
import { provedTheirEmail, type Caller } from '../identity/accounts.ts';
import { limitHits } from '../rate-limit.ts';
import type { StaffSession } from '../identity/staff-identity.ts';
import { ServiceError } from '../errors.ts';
import { langOf, letter, mailT } from '../mail/mail-text.ts';
import { sendMail } from '../mail/mail.ts';

/** The officer's list, a page at a time. */
const PAGE = 20;
/** The sweep leaves an answer this long to the send right after its commit. */
const SEND_GRACE_MS = 60_000;
/** How long one send holds a grievance's mail; a send that failed is tried again after it. */
const SEND_CLAIM_MS = 5 * 60_000;
const SWEEP_LIMIT = 50;

const logged = (error: unknown, fields: Record<string, string>) =>
  logger.error(error instanceof Error ? error : new Error(String(error)), fields);

/**
 * Tells the officer (else the team's inbox) that a grievance is waiting and by when it is due,
 * in English as the staff's own mails are: only our words and the date, never the person's;
 * the officer reads it in the admin area.
 */
async function tellOfficer(grievance: GrievanceDoc): Promise<void> {
  // A nominee's request says what it is and names the grievance, so the officer finds it first.
  const nominee = grievance.category === 'nominee';
  try {
    const officer = await readGrievanceOfficer();
    await sendMail({
      to: { address: officer?.staff ?? supportInbox() },
      subject: nominee ? 'Golden Hearts: a nominee asks to act for a senior' : 'Golden Hearts: a grievance is waiting for an answer',
      text: [
        nominee
          ? `A senior's nominee asks to act for her. Please answer by ${dateIn(grievance.dueBy, 'en')} (90 days).`
          : `A person has filed a grievance. Please answer it by ${dateIn(grievance.dueBy, 'en')} (90 days).`,
        ...(nominee ? [`Reference: ${grievance.id}`] : []),
        '',
        `Read and answer it in the admin area: ${webOrigin()}${PAGES.admin}`,
        '',
      ].join('\n'),
    });
  } catch (error) {
    logged(error, { mail: 'grievanceFiled', grievance: grievance.id });
  }
}

/**
 * The evening's reminder (with the visit job): the grievances still open within
 * GRIEVANCE_REMIND_DAYS of their due day, each once, in one mail to the officer (else the team's
 * inbox): how many, the soonest due day and their references, never a person's words. A mail
 * that cannot go gives them back to the next run. How many it reminded of.
 */
export async function remindOfDueGrievances(now = Date.now()): Promise<number> {
  const due = await claimDueReminders(now + GRIEVANCE_REMIND_DAYS * DAY_MS, now, SWEEP_LIMIT);
  const [first] = due;
  if (!first) return 0;
  try {
    const officer = await readGrievanceOfficer();
    await sendMail({
      to: { address: officer?.staff ?? supportInbox() },
      subject: 'Golden Hearts: grievances are nearly due',
      text: [
        `${due.length === 1 ? 'A grievance is' : `${due.length} grievances are`} still waiting for an answer, due within ${GRIEVANCE_REMIND_DAYS} days.`,
        `The first is due by ${dateIn(first.dueBy, 'en')}.`,
        '',
        `References: ${due.map((grievance) => grievance.id).join(', ')}`,
        '',
        `Read and answer them in the admin area: ${webOrigin()}${PAGES.admin}`,
        '',
      ].join('\n'),
    });
  } catch (error) {
    await releaseReminders(due.map((grievance) => grievance.id));
    logged(error, { mail: 'grievanceReminder' });
    return 0;
  }
  return due.length;
}

/** A new grievance, open from `now`, due GRIEVANCE_ANSWER_MS later, with no answer yet. */
const openGrievance = (fields: Pick<GrievanceDoc, 'email' | 'role' | 'category' | 'text' | 'lang'>, now: number): GrievanceDoc => ({
  id: newGrievanceId(),
  ...fields,
  status: 'open',
  filedAt: now,
  dueBy: now + GRIEVANCE_ANSWER_MS,
  answer: null,
  answeredAt: null,
  answeredBy: null,
  mailedAt: null,
  mailingUntil: null,
});

/**
 * The caller files a grievance about `category` in `text`; its answer is due in 90 days and
 * mailed in `lang` (else their language). 404 when they are registered on neither side; 409
 * when they have GRIEVANCES_OPEN_MAX waiting already.
 */
export async function fileGrievance(
  caller: Caller,
  { category, text, lang }: { category: GrievanceCategory; text: string; lang?: Lang },
  now = Date.now(),
): Promise<{ id: string; dueBy: number }> {
  const holder = await readHolder(caller.email);
  if (!holder) throw new ServiceError('notFound');
  const grievance = openGrievance({ email: caller.email, role: holder.type, category, text, lang: lang ?? langOf(holder.doc.lang) }, now);
  if ((await fileGrievanceIn(grievance)) === 'openMax') throw new ServiceError('grievancesOpenMax');
  await tellOfficer(grievance);
  return { id: grievance.id, dueBy: grievance.dueBy };
}

/**
 * The caller, by the session of their proven e-mail, asks as `senior`'s nominee to act for her
 * (docs/privacy.md, Her nominee): a grievance of its own kind, filed by them and naming her, with
 * the 90-day clock, told to the officer as any. 403 `nomineeOnly` unless the commit that stores
 * it reads that she named them (one never in her circle, removed, or no longer named: refused,
 * nothing stored); 409 when they have GRIEVANCES_OPEN_MAX waiting already.
 */
export async function fileNomineeRequest(
  caller: Caller,
  { senior, reason, note, lang }: { senior: string; reason: NomineeReason; note: string; lang?: Lang },
  now = Date.now(),
): Promise<{ id: string; dueBy: number }> {
  if (!provedTheirEmail(caller)) throw new ServiceError('nomineeOnly');
  await limitHits('nomineeRequests', circleDocId(senior, caller.email), now);
  const base = openGrievance({ email: caller.email, role: 'family', category: 'nominee', text: note, lang: lang ?? 'en' }, now);
  let filed: GrievanceDoc | null = null;
  const outcome = await fileGrievanceIn(base, async (tx) => {
    const view = await nomineeViewIn(tx, senior, caller.email);
    filed = view && { ...base, lang: lang ?? view.lang, nominee: { senior: view.senior, seniorName: view.seniorName, reason } };
    return filed;
  });
  if (outcome === 'refused' || !filed) throw new ServiceError('nomineeOnly');
  if (outcome === 'openMax') throw new ServiceError('grievancesOpenMax');
  await tellOfficer(filed);
  return { id: base.id, dueBy: base.dueBy };
}

/** The open grievances, soonest due first, a page at a time; `next` names the page after. */
export async function listOpenGrievances(after?: {
  dueBy: number;
  id: string;
}): Promise<{ grievances: GrievanceDoc[]; next: string | null }> {
  const found = await openGrievances(PAGE + 1, after);
  const page = found.slice(0, PAGE);
  return { grievances: page, next: found.length > PAGE ? grievanceCursor(page[PAGE - 1]!) : null };
}

/** The answer's mail: the officer's words only to an address the person proved; else our words alone. */
function answerMail(grievance: GrievanceDoc, name: string | null, proven: boolean) {
  const t = mailT(langOf(grievance.lang));
  const filed = dateIn(grievance.filedAt, langOf(grievance.lang));
  const body = proven
    ? [t('grievanceAnswer.body', { filed }), '', grievance.answer ?? '', '', t('grievanceAnswer.more')]
    : [t('grievanceAnswer.signIn', { filed }), '', `${webOrigin()}${PAGES.profile}`];
  return { subject: t('grievanceAnswer.subject'), text: letter(t, proven ? name : null, body) };
}

/** Mails the answer of grievance `id` unless it went or is going; a failure is logged and left to the sweep. */
export async function mailAnswer(id: string, now = Date.now()): Promise<void> {
  try {
    const grievance = await claimAnswerMail(id, now, now + SEND_CLAIM_MS);
    if (!grievance) return;
    // A nominee proved their address by joining her circle; they have no name with us.
    if (grievance.role === 'family') await sendMail({ to: { address: grievance.email }, ...answerMail(grievance, null, true) });
    const holder = grievance.role === 'family' ? null : await readHolder(grievance.email);
    // An account erased since has nobody to tell.
    if (holder) {
      const proven = holder.doc.emailProven !== false;
      await sendMail({ to: { address: grievance.email }, ...answerMail(grievance, holder.doc.name, proven) });
    }
    await markAnswerMailed(id, now);
  } catch (error) {
    logged(error, { mail: 'grievanceAnswer', grievance: id });
  }
}

/** The sweep: answers not mailed yet (past the grace of their own send), oldest first. */
export async function mailUnmailedAnswers(now = Date.now()): Promise<number> {
  const due = await unmailedAnswers(now - SEND_GRACE_MS, SWEEP_LIMIT);
  for (const grievance of due) await mailAnswer(grievance.id, now);
  return due.length;
}

/**
 * `by` (the officer, an owner, or the key) answers open grievance `id`, once: the answer and its
 * audit entry in one commit, then its mail. 404 for no such grievance, 409 when answered already.
 */
export async function answerGrievance(id: string, answer: string, by: string, now = Date.now()): Promise<void> {
  const result = await answerGrievanceIn(id, (current) => ({
    fields: { status: 'answered', answer, answeredAt: now, answeredBy: by },
    // A nominee's request is about her account: its entry names her, and the nominee in details.
    audit: {
      at: now,
      action: 'answerGrievance',
      email: current.nominee?.senior ?? current.email,
      type: current.role === 'family' ? 'senior' : current.role,
      session: by,
      details: { grievance: id, category: current.category, ...(current.nominee && { nominee: current.email }) },
    },
  }));
  if (!result) throw new ServiceError('grievanceNotFound');
  if (!result.answered) throw new ServiceError('grievanceAlreadyAnswered');
  await mailAnswer(id, now);
}

/** Whether `staff` is the grievance officer the owners named. */
export async function isGrievanceOfficer(staff: StaffSession): Promise<boolean> {
  return (await readGrievanceOfficer())?.staff === staff.email;
}

/** `by`, an owner, names `staff` (a member of staff, else 404) the officer, with the contact the public pages show. */
export async function nameGrievanceOfficer(
  { staff, ...contact }: GrievanceOfficerContact & { staff: string },
  by: string,
  now = Date.now(),
): Promise<void> {
  if (!(await readStaff(staff))) throw new ServiceError('staffNotFound');
  await putGrievanceOfficer(
    { staff, ...contact, namedAt: now, namedBy: by },
    { at: now, action: 'nameGrievanceOfficer', email: staff, type: 'staff', session: by, details: { name: contact.name } },
  );
}

/** The officer's contact for the public pages, or null before one is named. */
export async function grievanceOfficerContact(): Promise<GrievanceOfficerContact | null> {
  const officer = await readGrievanceOfficer();
  return officer && { name: officer.name, email: officer.email, phone: officer.phone };
}
