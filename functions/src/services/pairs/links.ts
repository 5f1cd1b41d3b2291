/**
 * The volunteer-senior link (spec section 4): a volunteer connects with a senior who matches
 * them by the matching rule (Requested), the senior answers Yes or No (a No ends it, and both
 * match again), then the admin assigns visits (Assigned, services/visits/visits.ts) until the admin
 * ends the pair (unlink). Each change is one transaction that reads both people and writes both
 * links with the figures they count, so of twenty volunteers connecting with one senior at once
 * exactly one succeeds, and a No, an assignment and an unlink of one request cannot both act.
 */
import { LINK_STATUS, type SeniorAnswer } from '@gh/common/constants';
import { firstName, LINK_FIGURE, type DeclinedVolunteer, type Link, type SeniorDoc } from '@gh/common/documents';
import { FieldValue } from 'firebase-admin/firestore';
import { VISIT_STATUS } from '@gh/common/visits';
import { linkViews } from '@gh/common/link-views';
import { keptApart, matchItem, saidNoTo, seniorProfile, volunteerProfile } from '@gh/common/matching';
import { hasWithdrawn } from '@gh/common/optional-uses';
import { addToRecord, cityOf } from '../../store/admin-record.ts';
import { inTransaction } from '../../store/firebase.ts';
import { linkUpdate } from '../../store/links.ts';
import { pairIn, writePairIn } from '../../store/pairs.ts';
import { changePerson, updatePairIn } from '../../store/people.ts';
import { visitsIn, type StoredVisit } from '../../store/visits.ts';
import { ServiceError } from '../errors.ts';
import { keepMatchesCurrent } from './matching.ts';
import { writeFamilyIn } from '../circle/family-views.ts';
import { linkedBetween, pairBase, pairStateIn, scheduleAfter } from './pair-sync.ts';
import { registeredPair } from '../people/people.ts';
import { mailCancelled, mailPairEnded } from '../visits/visit-mail.ts';
import { mailAnswer, mailRequest } from './link-mail.ts';
import { cancelIn, participants } from '../visits/visits.ts';

/** The volunteer asks to be linked with the senior; both links become Requested, and she is told. */
export async function connect(volunteerEmail: string, seniorEmail: string, now = Date.now()): Promise<Link> {
  const { volunteer, senior, onVolunteer, onSenior } = await inTransaction(async (tx) => {
    const pair = await pairIn(tx, volunteerEmail, seniorEmail);
    const { volunteer, senior } = registeredPair(pair);
    // She said No, or the admin unlinked them: refused before anything else, so he is told why.
    if (saidNoTo(senior).includes(volunteerEmail)) throw new ServiceError('seniorSaidNo');
    if (pair.doc?.apart || keptApart(volunteerProfile(volunteer), seniorProfile(senior))) throw new ServiceError('pairKeptApart');
    if (volunteer.senior) throw new ServiceError('volunteerAlreadyLinked');
    if (senior.volunteer) throw new ServiceError('seniorAlreadyLinked');
    // The matching rule decides (same city, a shared skill), not a list that may be stale.
    if (!matchItem(volunteerProfile(volunteer), seniorProfile(senior))) throw new ServiceError('notAMatch');
    const views = linkViews(volunteer, senior, { status: LINK_STATUS.requested, reqTime: now });
    const update = linkUpdate(views.onVolunteer, views.onSenior);
    // A new volunteer: the note about the last unlink has done its work.
    updatePairIn(tx, volunteerEmail, seniorEmail, {
      ...update,
      senior: { ...update.senior, ...(senior.endedPair && { endedPair: null }) },
    });
    addToRecord(tx, { figures: { requested: 1 }, city: cityOf(volunteer) });
    return { volunteer, senior, ...views };
  });
  // Both leave every list they were in, and their own lists empty.
  await Promise.all([
    keepMatchesCurrent('volunteer', volunteer, { ...volunteer, senior: onVolunteer }),
    keepMatchesCurrent('senior', senior, { ...senior, volunteer: onSenior }),
  ]);
  await mailRequest(participants({ volunteer, senior }, { volunteer: volunteerEmail, senior: seniorEmail }));
  return onVolunteer;
}

/** `declined` without `volunteerEmail`'s entry, and with a new one when `add` names him. */
function declinedWith(declined: SeniorDoc['declined'], volunteerEmail: string, add?: { name: string; at: number }): DeclinedVolunteer[] {
  const rest = (declined ?? []).filter((entry) => entry.email !== volunteerEmail);
  return add ? [...rest, { email: volunteerEmail, ...add }] : rest;
}

/**
 * The senior answers the volunteer's request, if both links are still that Requested one. Yes
 * is recorded on both links for the admin to see (again: no change). No ends the request: both
 * links are cleared, the volunteer gets a kind note on their dashboard, and both are in
 * everyone's matches again, except each other's: her No is kept on her document (`declined`),
 * so he is never offered her again and cannot ask again until she takes it back. The volunteer
 * is told by the answer that changed something.
 */
export async function answerRequest(seniorEmail: string, volunteerEmail: string, answer: SeniorAnswer, now = Date.now()): Promise<void> {
  const answered = await inTransaction(async (tx) => {
    const { volunteer, senior } = await pairIn(tx, volunteerEmail, seniorEmail);
    if (!senior) throw new ServiceError('seniorNotFound');
    const request = senior.volunteer;
    const onVolunteer = volunteer?.senior;
    if (
      !volunteer ||
      request?.email !== volunteerEmail ||
      request.status !== LINK_STATUS.requested ||
      onVolunteer?.email !== seniorEmail ||
      onVolunteer.reqTime !== request.reqTime
    ) {
      throw new ServiceError('noRequestToAnswer');
    }
    if (answer === 'yes') {
      if (request.answer === 'yes') return null;
      const yes = { answer, ansTime: now };
      updatePairIn(tx, volunteerEmail, seniorEmail, linkUpdate({ ...onVolunteer, ...yes }, { ...request, ...yes }));
      return { volunteer, senior, declined: senior.declined };
    }
    const cleared = linkUpdate(null, null, { name: firstName(senior.name), at: now });
    const declined = declinedWith(senior.declined, volunteerEmail, { name: volunteer.name, at: now });
    updatePairIn(tx, volunteerEmail, seniorEmail, { ...cleared, senior: { ...cleared.senior, declined } });
    addToRecord(tx, { figures: { requested: -1 }, city: cityOf(volunteer) });
    return { volunteer, senior, declined };
  });
  if (!answered) return;
  const { volunteer, senior } = answered;
  if (answer === 'no') {
    await Promise.all([
      keepMatchesCurrent('volunteer', volunteer, { ...volunteer, senior: null }),
      keepMatchesCurrent('senior', senior, { ...senior, volunteer: null, declined: answered.declined }),
    ]);
  }
  await mailAnswer(participants(answered, { volunteer: volunteerEmail, senior: seniorEmail }), answer);
}

/**
 * The senior takes back her No to a volunteer: he may be offered to her, and ask, again. Of
 * identical calls at once one acts; the rest find nothing to take back.
 */
export async function takeBackNo(seniorEmail: string, volunteerEmail: string): Promise<void> {
  const changed = await changePerson('senior', seniorEmail, (before) => {
    if (!saidNoTo(before).includes(volunteerEmail)) throw new ServiceError('nothingToTakeBack');
    return { declined: declinedWith(before.declined, volunteerEmail) };
  });
  if (!changed) throw new ServiceError('seniorNotFound');
  await keepMatchesCurrent('senior', changed.before, changed.after);
}

/**
 * The admin links a volunteer and a senior on purpose, kept apart or not, her No to him
 * included: both links become Requested, as Connect leaves them (the senior answers Yes or No,
 * then visits are assigned), and neither is kept apart from the other any more. The admin
 * decides, not the matching rule; both must be free, and neither may have withdrawn consent to
 * matching (an admin's link is matching too). The senior is told as if he had asked: she
 * answers the same way.
 */
export async function linkPair(volunteerEmail: string, seniorEmail: string, session: string, now = Date.now()): Promise<void> {
  const { volunteer, senior, onVolunteer, onSenior } = await inTransaction(async (tx) => {
    const pair = await pairIn(tx, volunteerEmail, seniorEmail);
    const { volunteer, senior } = registeredPair(pair);
    if (volunteer.senior) throw new ServiceError('volunteerAlreadyLinked');
    if (senior.volunteer) throw new ServiceError('seniorAlreadyLinked');
    if (hasWithdrawn(volunteer.withdrawn, 'matching') || hasWithdrawn(senior.withdrawn, 'matching')) {
      throw new ServiceError('matchingWithdrawn');
    }
    const views = linkViews(volunteer, senior, { status: LINK_STATUS.requested, reqTime: now });
    const update = linkUpdate(views.onVolunteer, views.onSenior);
    updatePairIn(tx, volunteerEmail, seniorEmail, {
      volunteer: { ...update.volunteer, apartFrom: FieldValue.arrayRemove(seniorEmail) },
      senior: {
        ...update.senior,
        apartFrom: FieldValue.arrayRemove(volunteerEmail),
        ...(senior.endedPair && { endedPair: null }),
        ...(saidNoTo(senior).includes(volunteerEmail) && { declined: declinedWith(senior.declined, volunteerEmail) }),
      },
    });
    if (pair.doc?.apart) writePairIn(tx, { ...pair.doc, apart: false });
    addToRecord(tx, {
      figures: { requested: 1 },
      city: cityOf(volunteer),
      audit: { at: now, action: 'link', email: volunteerEmail, type: 'volunteer', session, details: { senior: seniorEmail } },
    });
    return { volunteer, senior, ...views };
  });
  const without = (list: string[] | undefined, email: string) => (list ?? []).filter((one) => one !== email);
  await Promise.all([
    keepMatchesCurrent('volunteer', volunteer, { ...volunteer, senior: onVolunteer, apartFrom: without(volunteer.apartFrom, seniorEmail) }),
    keepMatchesCurrent('senior', senior, {
      ...senior,
      volunteer: onSenior,
      apartFrom: without(senior.apartFrom, volunteerEmail),
      declined: declinedWith(senior.declined, volunteerEmail),
    }),
  ]);
  await mailRequest(participants({ volunteer, senior }, { volunteer: volunteerEmail, senior: seniorEmail }));
}

/**
 * The admin ends a pair (Requested or Assigned), in one transaction: its visits still to come
 * are cancelled, both links cleared, `pairs/{id}` keeps the admin's reason and that the two are
 * kept apart (each person's `apartFrom` too, which matching reads), and the senior's document
 * says whom she was unlinked from. Then both are told kindly (one METHOD:CANCEL per calendar
 * UID) that the admin will look for someone new, and both match again, each other excepted.
 */
export async function unlinkPair(
  volunteerEmail: string,
  seniorEmail: string,
  reason: string,
  session: string,
  now = Date.now(),
): Promise<void> {
  const { people, cancelled } = await inTransaction(async (tx) => {
    const state = await pairStateIn(tx, volunteerEmail, seniorEmail);
    const { volunteer, senior } = registeredPair(state);
    if (!volunteer.senior || !linkedBetween(volunteer, senior)) throw new ServiceError('linkNotRequested');
    const future = Object.entries(state.doc?.scheduled ?? {})
      .filter(([, visit]) => visit.endAt >= now)
      .map(([id]) => id);
    const scheduled = (await visitsIn(tx, future)).filter((visit) => visit.status === VISIT_STATUS.scheduled);
    const cancelled = scheduled.map((visit) => cancelIn(tx, visit, now));
    writeFamilyIn(tx, state.family, { visits: cancelled, volunteer: null });
    const cleared = linkUpdate(null, null);
    updatePairIn(tx, volunteerEmail, seniorEmail, {
      volunteer: { ...cleared.volunteer, apartFrom: FieldValue.arrayUnion(seniorEmail) },
      senior: {
        ...cleared.senior,
        apartFrom: FieldValue.arrayUnion(volunteerEmail),
        endedPair: { name: firstName(volunteer.name), at: now },
      },
    });
    writePairIn(tx, {
      ...pairBase(state, volunteer.senior.reqTime),
      ...scheduleAfter(state, cancelled),
      active: false,
      nextEndAt: null,
      endedAt: now,
      endedReason: reason,
      apart: true,
    });
    addToRecord(tx, {
      figures: { [LINK_FIGURE[volunteer.senior.status]]: -1 },
      city: cityOf(volunteer),
      audit: { at: now, action: 'unlink', email: volunteerEmail, type: 'volunteer', session, details: { senior: seniorEmail, reason } },
    });
    return { people: { volunteer, senior }, cancelled };
  });
  const { volunteer, senior } = people;
  const apart = (list: string[] | undefined, email: string) => [...new Set([...(list ?? []), email])];
  await Promise.all([
    keepMatchesCurrent('volunteer', volunteer, { ...volunteer, senior: null, apartFrom: apart(volunteer.apartFrom, seniorEmail) }),
    keepMatchesCurrent('senior', senior, { ...senior, volunteer: null, apartFrom: apart(senior.apartFrom, volunteerEmail) }),
  ]);
  const mailTo = participants(people, { volunteer: volunteerEmail, senior: seniorEmail });
  const byCalendar = new Map<string, StoredVisit[]>();
  for (const visit of cancelled) byCalendar.set(visit.calendar.uid, [...(byCalendar.get(visit.calendar.uid) ?? []), visit]);
  await Promise.all([
    mailPairEnded(mailTo),
    ...[...byCalendar.values()].map((visits) => mailCancelled(visits, mailTo, { why: 'pairEnded' }, now)),
  ]);
}
