/**
 * What each side of a volunteer-senior link stores of the other (docs/members.md, What each
 * side sees of the other). The api writes it and the demo seed uses the same rule, so a seeded
 * link is exactly one the app would make.
 */
import { LINK_STATUS } from './constants.ts';
import type { Link, SeniorDoc, VolunteerDoc } from './documents.ts';

export type LinkDetails = Omit<Link, 'email' | 'name' | 'skills' | 'languages' | 'phone' | 'address' | keyof VolunteerCard>;

/** What the senior's card shows of her volunteer beyond his name and languages. */
export type VolunteerCard = Pick<Link, 'intro' | 'photoId' | 'checked'>;

/** The volunteer's card fields as his senior's link stores them ('' and false until he has them). */
export function volunteerCard(volunteer: Pick<VolunteerDoc, 'intro' | 'photo' | 'idChecked'>): Required<VolunteerCard> {
  return { intro: volunteer.intro ?? '', photoId: volunteer.photo?.id ?? '', checked: volunteer.idChecked === true };
}

/** Whether the senior's link shows `card` already. */
export function showsCard(link: Link, card: Required<VolunteerCard>): boolean {
  return (link.intro ?? '') === card.intro && (link.photoId ?? '') === card.photoId && (link.checked === true) === card.checked;
}

/**
 * The other person's name and e-mail and the shared details; the senior also sees the
 * volunteer's skills and languages (to answer the request) and his card (introduction, photo
 * and identity check, volunteerCard); once Assigned, each sees the
 * other's phone and the volunteer the senior's address.
 */
export function linkViews(volunteer: VolunteerDoc, senior: SeniorDoc, details: LinkDetails): { onVolunteer: Link; onSenior: Link } {
  const assigned = details.status === LINK_STATUS.assigned;
  return {
    onVolunteer: {
      email: senior.email,
      name: senior.name,
      ...details,
      ...(assigned && { phone: senior.phone, address: senior.address }),
    },
    onSenior: {
      email: volunteer.email,
      name: volunteer.name,
      skills: volunteer.skills,
      languages: volunteer.languages,
      ...volunteerCard(volunteer),
      ...details,
      ...(assigned && { phone: volunteer.phone }),
    },
  };
}
