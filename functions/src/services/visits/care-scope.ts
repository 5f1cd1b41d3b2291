/**
 * Whether a visit or a concern is within a coordinator's cities (docs/admin.md, Staff): the
 * district of its senior, kept on it when it was made (`districtKey`), is one of theirs. One of
 * no district, or none by that id, is in no city.
 */
import { districtInCities } from '@gh/common/staff';
import type { StaffSession } from '../identity/staff-identity.ts';
import { readConcern, readVisit } from '../../store/visits.ts';

export async function isVisitOfCoordinator(staff: StaffSession, id: string): Promise<boolean> {
  return staff.role === 'coordinator' && districtInCities((await readVisit(id))?.districtKey, staff.cities);
}

export async function isConcernOfCoordinator(staff: StaffSession, id: string): Promise<boolean> {
  return staff.role === 'coordinator' && districtInCities((await readConcern(id))?.districtKey, staff.cities);
}
