/**
 * A senior's named coordinator (docs/admin.md, A senior's coordinator): an owner names a member
 * of staff who coordinates her city, with the name and phone her dashboard shows; her concerns
 * reach them first (concerns.ts). When a change of access leaves them no longer coordinating her
 * city, or they leave the staff, she has none again and her concerns reach the team.
 */
import type { AuditEntry } from '@gh/common/documents';
import { coordinatesDistrict, type SeniorCoordinator, type StaffDoc } from '@gh/common/staff';
import { districtOf } from '@gh/common/visits';
import { addToRecord } from '../../store/admin-record.ts';
import { inTransaction } from '../../store/firebase.ts';
import { personIn, seniorsOfCoordinator, updatePersonIn } from '../../store/people.ts';
import { readStaff, staffIn } from '../../store/staff.ts';
import { ServiceError } from '../errors.ts';

/** Seniors released a page at a time when their coordinator's access changes. */
const RELEASE_PAGE = 100;

const coordinatorAudit = (senior: string, staff: string, by: string, at: number): AuditEntry => ({
  at,
  action: 'nameCoordinator',
  email: senior,
  type: 'senior',
  session: by,
  details: { staff },
});

/**
 * `by`, an owner, names `staff` senior `semail`'s coordinator. Read in the commit that writes it:
 * a member removed or moved at the same moment is either refused here or released after.
 * 404 for a senior or member who is neither; 409 `coordinatorNotOfCity` for a viewer, or a
 * coordinator of other cities.
 */
export async function nameCoordinator(
  { semail, staff, name, phone }: Omit<SeniorCoordinator, 'namedAt'> & { semail: string },
  by: string,
  now = Date.now(),
): Promise<void> {
  await inTransaction(async (tx) => {
    const [senior, member] = await Promise.all([personIn(tx, 'senior', semail), staffIn(tx, staff)]);
    if (!senior) throw new ServiceError('seniorNotFound');
    if (!member) throw new ServiceError('staffNotFound');
    if (!coordinatesDistrict(member, districtOf(senior.place))) throw new ServiceError('coordinatorNotOfCity');
    updatePersonIn(tx, 'senior', semail, { coordinator: { staff, name, phone, namedAt: now } });
    addToRecord(tx, { audit: coordinatorAudit(semail, staff, by, now) });
  });
}

/** `by`, an owner, leaves senior `semail` with no named coordinator (404: no such senior). */
export async function clearCoordinator(semail: string, by: string, now = Date.now()): Promise<void> {
  await inTransaction(async (tx) => {
    if (!(await personIn(tx, 'senior', semail))) throw new ServiceError('seniorNotFound');
    updatePersonIn(tx, 'senior', semail, { coordinator: null });
    addToRecord(tx, { audit: coordinatorAudit(semail, '', by, now) });
  });
}

/**
 * After `staff`'s access became `after` (null: removed), each senior they coordinate whose city
 * they no longer do has none. Each senior is read again in her own commit, so one named anew
 * meanwhile keeps her new coordinator.
 */
export async function releaseSeniorsOf(staff: string, after: StaffDoc | null): Promise<void> {
  let last: string | undefined;
  for (;;) {
    const seniors = await seniorsOfCoordinator(staff, RELEASE_PAGE, last);
    for (const email of seniors) {
      await inTransaction(async (tx) => {
        const senior = await personIn(tx, 'senior', email);
        const kept = after && coordinatesDistrict(after, districtOf(senior?.place));
        if (senior?.coordinator?.staff === staff && !kept) updatePersonIn(tx, 'senior', email, { coordinator: null });
      });
    }
    if (seniors.length < RELEASE_PAGE) return;
    last = seniors.at(-1);
  }
}

/** The senior's coordinator whom a concern of `districtKey` reaches first: named, and still coordinating it; else null. */
export async function firstReaderOf(
  senior: { coordinator?: SeniorCoordinator | null } | null,
  districtKey: string | null,
): Promise<string | null> {
  const named = senior?.coordinator?.staff;
  if (!named) return null;
  const member = await readStaff(named);
  return member && coordinatesDistrict(member, districtKey) ? named : null;
}
