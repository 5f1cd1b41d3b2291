/**
 * Whether one person is within a coordinator's cities (docs/admin.md, Staff): each document kept
 * of the e-mail (the application, the volunteer's or senior's registration) has its place, from
 * the PIN code, in one of them. An e-mail with no document, or one of no place, is in no city.
 */
import { inCities } from '@gh/common/staff';
import { readApplication } from '../../store/applications.ts';
import { readPerson } from '../../store/people.ts';
import type { StaffSession } from '../identity/staff-identity.ts';

export async function isPersonOfCoordinator(staff: StaffSession, email: string): Promise<boolean> {
  if (staff.role !== 'coordinator') return false;
  const docs = (await Promise.all([readApplication(email), readPerson('volunteer', email), readPerson('senior', email)])).filter(
    (doc) => doc !== null,
  );
  return docs.length > 0 && docs.every((doc) => inCities(doc.place, staff.cities));
}
