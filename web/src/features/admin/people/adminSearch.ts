/**
 * The admin's search: people by the beginning of their name, of any word of it (in any script:
 * how it sounds), of their e-mail, or of a phone number however it is typed, across
 * applications, volunteers and seniors. Each collection is one live query, `search.<key> ==
 * true` for each key of what was typed (`or`), on the stored map of search keys
 * (common/admin-fields.ts searchMap), at most SEARCH_LIMIT answers each; a person found in
 * several is one result.
 */
import { SEARCH_LIMIT, applicationSearchable, matchesSearch, personSearchable, type Searchable } from '@gh/common/admin-fields';
import { COLLECTIONS } from '@gh/common/constants';
import type { ApplicationStatus } from '@gh/common/constants';
import type { ApplicationDoc, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { useLiveCollection } from '../../../lib/live';
import { searchFilters } from '../adminData';

export type FoundRole = 'senior' | 'volunteer' | ApplicationStatus;

export interface FoundPerson {
  name: string;
  email: string;
  /** What they are to us, e.g. ['senior'] or ['volunteer', 'Accepted'] (an application's status), as admin.role words it. */
  roles: FoundRole[];
  /** Where they live, as they typed their city (an application: its PIN code's district): tells two of one name apart. */
  where: string;
}

export interface Found {
  applications: readonly ApplicationDoc[];
  volunteers: readonly VolunteerDoc[];
  seniors: readonly SeniorDoc[];
}

/** The people found, one per e-mail, those whose name, e-mail or number really start as typed, by name. */
export function foundPeople(typed: string, { applications, volunteers, seniors }: Found): FoundPerson[] {
  const people = new Map<string, FoundPerson>();
  const add = (found: Searchable, role: FoundRole, where = '') => {
    if (!matchesSearch(typed, found)) return;
    const { name, email } = found;
    const person = people.get(email) ?? { name, email, roles: [], where };
    person.roles.push(role);
    person.where ||= where;
    people.set(email, person);
  };
  for (const senior of seniors) add(personSearchable(senior), 'senior', senior.city);
  for (const volunteer of volunteers) add(personSearchable(volunteer), 'volunteer', volunteer.city);
  for (const application of applications) add(applicationSearchable(application), application.status, application.place?.district);
  return [...people.values()].sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}

/** The people matching what was typed, live; null while the first answers are on their way. */
export function useAdminSearch(typed: string): FoundPerson[] | null {
  const filters = searchFilters(typed);
  const shape = { limit: SEARCH_LIMIT };
  const path = (name: string) => (filters.length ? name : null);
  const applications = useLiveCollection<ApplicationDoc>(path(COLLECTIONS.applications), filters, shape);
  const volunteers = useLiveCollection<VolunteerDoc>(path(COLLECTIONS.volunteers), filters, shape);
  const seniors = useLiveCollection<SeniorDoc>(path(COLLECTIONS.seniors), filters, shape);
  if (!filters.length) return [];
  if (!applications.data || !volunteers.data || !seniors.data) return null;
  return foundPeople(typed, { applications: applications.data, volunteers: volunteers.data, seniors: seniors.data });
}
