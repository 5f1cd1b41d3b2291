/**
 * What a member of a senior's family circle may see of her volunteer beyond their view (docs/members.md,
 * The family circle): his photo, while their view of her circle names him as hers, which it does only
 * while she allows them her volunteer's card and he is assigned to her.
 */
import { LINK_STATUS } from '@gh/common/constants';
import type { VolunteerDoc } from '@gh/common/documents';
import { readView } from '../../store/circles.ts';
import { readPerson } from '../../store/people.ts';
import { provedTheirEmail, type Caller } from '../identity/accounts.ts';

/**
 * Whether the caller, by the session of their proven e-mail (never a phone account's), is a
 * joined member of the circle of the senior `volunteer` is linked with, she allows them her
 * volunteer's card, and it names him: her link to him is assigned both ways. A member only
 * invited, or removed, has no view.
 */
export async function familySeesVolunteer(caller: Caller, volunteer: VolunteerDoc): Promise<boolean> {
  const senior = volunteer.senior?.email;
  if (!senior || !provedTheirEmail(caller)) return false;
  const view = await readView(senior, caller.email);
  if (!view?.parts.includes('volunteer') || !view.volunteer) return false;
  const link = (await readPerson('senior', senior))?.volunteer;
  return link?.email === volunteer.email && link.status === LINK_STATUS.assigned;
}
