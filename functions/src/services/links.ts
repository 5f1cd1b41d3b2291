/**
 * The volunteer-senior link (spec section 4): a volunteer connects with a senior who matches
 * them by the matching rule (Requested), the senior answers Yes or No (a No ends it, and both
 * match again), then the admin assigns visits (Assigned, services/visits.ts) until the admin
 * ends the pair (unlink). Each
 * volunteer and each senior is linked once, and each link assigned once: claims (store/links.ts) decide races, so of
 * twenty volunteers connecting with one senior at once exactly one succeeds.
 */
import { LINK_STATUS, type SeniorAnswer } from '@gh/common/constants';
import { firstName, type Link } from '@gh/common/documents';
import { NO_VISIT, VISIT_STATUS, pairKey } from '@gh/common/visits';
import { linkViews } from '@gh/common/link-views';
import { matchItem, seniorProfile, volunteerProfile } from '@gh/common/matching';
import { ServiceError } from './errors.ts';
import {
  claim, claimDecline, endLink, recordYes, release, releaseDecline, writeLinks,
} from '../store/links.ts';
import { keepMatchesCurrent } from './matching.ts';
import { registeredPerson } from './people.ts';
import { mailCancelled, mailPairEnded } from './visit-mail.ts';
import { cancelVisits, participants } from './visits.ts';
import { pairVisits, writePair } from '../store/visits.ts';


/** The volunteer asks to be linked with the senior; both links become Requested. */
export async function connect(volunteerEmail: string, seniorEmail: string, now = Date.now()): Promise<Link> {
  const [volunteer, senior] = await Promise.all([
    registeredPerson('volunteer', volunteerEmail), registeredPerson('senior', seniorEmail),
  ]);
  if (volunteer.senior) throw new ServiceError('volunteerAlreadyLinked');
  if (senior.volunteer) throw new ServiceError('seniorAlreadyLinked');
  // The matching rule decides (same city, a shared skill), not a list that may be stale.
  if (!matchItem(volunteerProfile(volunteer), seniorProfile(senior))) throw new ServiceError('notAMatch');

  if (!(await claim('volunteer', [volunteerEmail], { senior: seniorEmail, at: now }))) {
    throw new ServiceError('volunteerAlreadyLinked');
  }
  if (!(await claim('senior', [seniorEmail], { volunteer: volunteerEmail, at: now }))) {
    await release('volunteer', [volunteerEmail]);
    throw new ServiceError('seniorAlreadyLinked');
  }
  const { onVolunteer, onSenior } = linkViews(volunteer, senior, { status: LINK_STATUS.requested, reqTime: now });
  try {
    await writeLinks(volunteerEmail, seniorEmail, onVolunteer, onSenior, { figures: { requested: 1 } });
  } catch (error) {
    await Promise.allSettled([release('volunteer', [volunteerEmail]), release('senior', [seniorEmail])]);
    throw error;
  }
  // Both leave every list they were in, and their own lists empty.
  await Promise.all([
    keepMatchesCurrent('volunteer', volunteer, { ...volunteer, senior: onVolunteer }),
    keepMatchesCurrent('senior', senior, { ...senior, volunteer: onSenior }),
  ]);
  return onVolunteer;
}

/**
 * The senior answers the volunteer's request. Yes is recorded on both links for the admin to
 * see. No ends the request: both links are cleared, their claims released, the volunteer gets
 * a kind note on their dashboard, and both are in everyone's matches again. The No claims the
 * visit (so an assignment cannot land on a cleared link) and, once per request, its own marker
 * (so a late duplicate cannot clear a later link).
 */
export async function answerRequest(seniorEmail: string, volunteerEmail: string, answer: SeniorAnswer, now = Date.now()): Promise<void> {
  const senior = await registeredPerson('senior', seniorEmail);
  const request = senior.volunteer;
  if (request?.email !== volunteerEmail || request.status !== LINK_STATUS.requested) throw new ServiceError('noRequestToAnswer');
  if (answer === 'yes') {
    if (!(await recordYes(volunteerEmail, seniorEmail, request.reqTime, now))) throw new ServiceError('noRequestToAnswer');
    return;
  }
  const volunteer = await registeredPerson('volunteer', volunteerEmail);
  if (volunteer.senior?.email !== seniorEmail) throw new ServiceError('noRequestToAnswer');
  const pair = [volunteerEmail, seniorEmail];
  if (!(await claim('visit', pair, { at: now, declined: true }))) throw new ServiceError('noRequestToAnswer');
  if (!(await claimDecline(volunteerEmail, seniorEmail, request.reqTime, now))) {
    await release('visit', pair);
    throw new ServiceError('noRequestToAnswer');
  }
  try {
    await endLink(volunteerEmail, seniorEmail, { name: firstName(senior.name), at: now });
  } catch (error) {
    await Promise.allSettled([release('visit', pair), releaseDecline(volunteerEmail, seniorEmail, request.reqTime)]);
    throw error;
  }
  await Promise.all([release('volunteer', [volunteerEmail]), release('senior', [seniorEmail]), release('visit', pair)]);
  await Promise.all([
    keepMatchesCurrent('volunteer', volunteer, { ...volunteer, senior: null }),
    keepMatchesCurrent('senior', senior, { ...senior, volunteer: null }),
  ]);
}

/** At most this many visits still to come are cancelled when a pair ends (12 weeks of series, and more). */
const MAX_FUTURE_VISITS = 100;

/**
 * The admin ends a pair (Requested or Assigned): once per link (a claim on its request time),
 * its visits still to come are cancelled (one METHOD:CANCEL per calendar UID), both links are
 * cleared and their claims released, both are told kindly (the admin's reason stays on
 * `pairs/{id}`) and both match again.
 */
export async function unlinkPair(volunteerEmail: string, seniorEmail: string, reason: string, session: string, now = Date.now()): Promise<void> {
  const [volunteer, senior] = await Promise.all([registeredPerson('volunteer', volunteerEmail), registeredPerson('senior', seniorEmail)]);
  const link = volunteer.senior;
  if (link?.email !== seniorEmail || senior.volunteer?.email !== volunteerEmail) throw new ServiceError('linkNotRequested');
  if (!(await claimDecline(volunteerEmail, seniorEmail, link.reqTime, now, 'unlink'))) throw new ServiceError('linkNotRequested');
  const pair = pairKey(volunteerEmail, seniorEmail);
  let cancelled;
  try {
    cancelled = await cancelVisits(await pairVisits(pair, VISIT_STATUS.scheduled, 'asc', MAX_FUTURE_VISITS, now), now);
    await endLink(volunteerEmail, seniorEmail, undefined, {
      at: now, action: 'unlink', email: volunteerEmail, type: 'volunteer', session, details: { senior: seniorEmail, reason },
    });
  } catch (error) {
    // Visits cancelled so far stay cancelled (the pair was ending); the unlink can be asked again.
    await releaseDecline(volunteerEmail, seniorEmail, link.reqTime, 'unlink').catch(() => {});
    throw error;
  }
  const emails = [volunteerEmail, seniorEmail];
  await Promise.all([
    release('volunteer', [volunteerEmail]), release('senior', [seniorEmail]), release('visit', emails),
    writePair(pair, { volunteer: volunteerEmail, senior: seniorEmail, active: false, nextEndAt: NO_VISIT, endedAt: now, endedReason: reason }),
  ]);
  await Promise.all([
    keepMatchesCurrent('volunteer', volunteer, { ...volunteer, senior: null }),
    keepMatchesCurrent('senior', senior, { ...senior, volunteer: null }),
  ]);
  const people = participants(volunteer, senior);
  const byCalendar = new Map<string, typeof cancelled>();
  for (const visit of cancelled) byCalendar.set(visit.calendar.uid, [...(byCalendar.get(visit.calendar.uid) ?? []), visit]);
  await Promise.all([
    mailPairEnded(people),
    ...[...byCalendar.values()].map((visits) => mailCancelled(visits, people, 'pairEnded', now)),
  ]);
}
