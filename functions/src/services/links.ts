/**
 * The volunteer-senior link (spec section 4): a volunteer connects with a senior who matches
 * them by the matching rule (Requested), then the admin assigns a visit (Assigned). Each
 * volunteer and each senior is linked once, and each link assigned once: claims (store/links.ts) decide races, so of
 * twenty volunteers connecting with one senior at once exactly one succeeds.
 */
import { LINK_STATUS } from '@gh/common/constants';
import type { Link, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { matchItem, seniorProfile, volunteerProfile } from '@gh/common/matching';
import type { TaskAssignment } from '@gh/common/schemas';
import { ServiceError } from './errors.ts';
import { claim, release, writeLinks } from '../store/links.ts';
import { keepMatchesCurrent } from './matching.ts';
import { registeredPerson } from './people.ts';
import { mailVisit } from './visit-mail.ts';


/** Each side's view of the link: the other person's name and e-mail, and the shared details. */
function linkPair(volunteer: VolunteerDoc, senior: SeniorDoc, details: Omit<Link, 'email' | 'name'>) {
  return {
    onVolunteer: { email: senior.email, name: senior.name, ...details },
    onSenior: { email: volunteer.email, name: volunteer.name, ...details },
  };
}

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
  const { onVolunteer, onSenior } = linkPair(volunteer, senior, { status: LINK_STATUS.requested, reqTime: now });
  try {
    await writeLinks(volunteerEmail, seniorEmail, onVolunteer, onSenior);
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

/** The admin turns a Requested link into an Assigned visit and e-mails both people. */
export async function assignVisit(visit: TaskAssignment, now = Date.now()): Promise<void> {
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
  const details = {
    status: LINK_STATUS.assigned, reqTime: volunteer.senior?.reqTime ?? now, task, date, startTime, endTime, city, assTime: now,
  };
  const { onVolunteer, onSenior } = linkPair(volunteer, senior, details);
  try {
    await writeLinks(visit.vemail, visit.semail, onVolunteer, onSenior);
  } catch (error) {
    await release('visit', pair);
    throw error;
  }
  await mailVisit(volunteer, senior, onVolunteer, now);
}
