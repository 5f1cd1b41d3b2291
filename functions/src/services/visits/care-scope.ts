/**
 * Whether a visit or a concern is within a coordinator's cities (docs/admin.md, Staff): the
 * district of its senior, kept on it when it was made (`districtKey`), is one of theirs. One of
 * no district, or none by that id, is in no city.
 */
import type { StaffSession } from '../identity/staff-identity.ts';
import { readConcern, readVisit } from '../../store/visits.ts';

const isTheirs = (staff: StaffSession, districtKey: string | null | undefined) => districtKey != null && staff.cities.includes(districtKey);

export async function isVisitOfCoordinator(staff: StaffSession, id: string): Promise<boolean> {
  return staff.role === 'coordinator' && isTheirs(staff, (await readVisit(id))?.districtKey);
}

export async function isConcernOfCoordinator(staff: StaffSession, id: string): Promise<boolean> {
  return staff.role === 'coordinator' && isTheirs(staff, (await readConcern(id))?.districtKey);
}
