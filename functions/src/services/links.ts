/**
 * The volunteer-senior link (spec section 4): a volunteer connects with a senior who matches
 * them by the matching rule (Requested), the senior answers Yes or No (a No ends it, and both
 * match again), then the admin assigns a visit (Assigned). Each
 * volunteer and each senior is linked once, and each link assigned once: claims (store/links.ts) decide races, so of
 * twenty volunteers connecting with one senior at once exactly one succeeds.
 */
import { LINK_STATUS, type SeniorAnswer } from '@gh/common/constants';
import { firstName, type Link, type SeniorDoc, type VolunteerDoc } from '@gh/common/documents';
import { linkViews } from '@gh/common/link-views';
import { matchItem, seniorProfile, volunteerProfile } from '@gh/common/matching';
import type { TaskAssignment } from '@gh/common/schemas';
import { ServiceError } from './errors.ts';
import {
  claim, claimDecline, endLink, recordYes, release, releaseDecline, writeLinks,
} from '../store/links.ts';
import { keepMatchesCurrent } from './matching.ts';
import { registeredPerson } from './people.ts';
import { mailVisit } from './visit-mail.ts';


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

const requestedBetween = (volunteer: VolunteerDoc, senior: SeniorDoc) =>
  volunteer.senior?.email === senior.email && senior.volunteer?.email === volunteer.email;

/**
 * The admin (`session`: the admin session that acts) turns a Requested link into an Assigned
 * visit and e-mails both people.
 */
export async function assignVisit(visit: TaskAssignment, session: string, now = Date.now()): Promise<void> {
  const [volunteer, senior] = await Promise.all([
    registeredPerson('volunteer', visit.vemail), registeredPerson('senior', visit.semail),
  ]);
  if (!requestedBetween(volunteer, senior)) throw new ServiceError('linkNotRequested');
  if (volunteer.senior?.status !== LINK_STATUS.requested || senior.volunteer?.status !== LINK_STATUS.requested) {
    throw new ServiceError('visitAlreadyAssigned');
  }
  const pair = [visit.vemail, visit.semail];
  if (!(await claim('visit', pair, { at: now }))) throw new ServiceError('visitAlreadyAssigned');

  const { task, date, startTime, endTime, city } = visit;
  const { answer, ansTime } = senior.volunteer ?? {};
  const details = {
    status: LINK_STATUS.assigned, reqTime: volunteer.senior?.reqTime ?? now,
    ...(answer && { answer, ansTime }), task, date, startTime, endTime, city, assTime: now,
  };
  const { onVolunteer, onSenior } = linkViews(volunteer, senior, details);
  try {
    await writeLinks(visit.vemail, visit.semail, onVolunteer, onSenior, {
      figures: { requested: -1, assigned: 1 },
      audit: {
        at: now, action: 'assign', email: visit.vemail, type: 'volunteer', session,
        details: { senior: visit.semail, task, date, startTime, endTime, city },
      },
    });
  } catch (error) {
    await release('visit', pair);
    throw error;
  }
  await mailVisit(volunteer, senior, onVolunteer, now);
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
