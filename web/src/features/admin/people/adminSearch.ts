/**
 * The admin's search: people by the beginning of their name, of any word of it, or
 * of their e-mail, case-folded, across applications, volunteers and seniors. Each collection is
 * one live `array-contains` query on the stored `searchKeys` (common/admin-fields.ts), at most
 * SEARCH_LIMIT answers each; a person found in several is one result.
 */
import { SEARCH_LIMIT, matchesSearch, searchKeyFor } from '@gh/common/admin-fields';
import { COLLECTIONS } from '@gh/common/constants';
import type { ApplicationStatus } from '@gh/common/constants';
import type { ApplicationDoc, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { useLiveCollection, type LiveFilter } from '../../../lib/live';

export type FoundRole = 'senior' | 'volunteer' | ApplicationStatus;

export interface FoundPerson {
  name: string;
  email: string;
  /** What they are to us, e.g. ['senior'] or ['volunteer', 'Accepted'] (an application's status), as admin.role words it. */
  roles: FoundRole[];
}

export interface Found {
  applications: readonly ApplicationDoc[];
  volunteers: readonly VolunteerDoc[];
  seniors: readonly SeniorDoc[];
}

/** The people found, one per e-mail, those whose name and e-mail really start as typed, by name. */
export function foundPeople(typed: string, { applications, volunteers, seniors }: Found): FoundPerson[] {
  const people = new Map<string, FoundPerson>();
  const add = (name: string, email: string, role: FoundRole) => {
    if (!matchesSearch(typed, name, email)) return;
    const person = people.get(email) ?? { name, email, roles: [] };
    person.roles.push(role);
    people.set(email, person);
  };
  for (const senior of seniors) add(senior.name, senior.email, 'senior');
  for (const volunteer of volunteers) add(volunteer.name, volunteer.email, 'volunteer');
  for (const application of applications) add(application.fullName, application.email, application.status);
  return [...people.values()].sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}

/** The people matching what was typed, live; null while the first answers are on their way. */
export function useAdminSearch(typed: string): FoundPerson[] | null {
  const key = searchKeyFor(typed);
  const filters: LiveFilter[] = key ? [['searchKeys', 'array-contains', key]] : [];
  const shape = { limit: SEARCH_LIMIT };
  const path = (name: string) => (key ? name : null);
  const applications = useLiveCollection<ApplicationDoc>(path(COLLECTIONS.applications), filters, shape);
  const volunteers = useLiveCollection<VolunteerDoc>(path(COLLECTIONS.volunteers), filters, shape);
  const seniors = useLiveCollection<SeniorDoc>(path(COLLECTIONS.seniors), filters, shape);
  if (!key) return [];
  if (!applications.data || !volunteers.data || !seniors.data) return null;
  return foundPeople(typed, { applications: applications.data, volunteers: volunteers.data, seniors: seniors.data });
}
