/** Members of staff for the stack's tests and benches, added with firebase-admin (its env set first, stackEnv). */
import { consentRecord } from '@gh/common/consent';
import { STAFF_NOTICE_PURPOSES, STAFF_NOTICE_VERSION, type StaffAccess } from '@gh/common/staff';
import { addStaffConsent, setStaffAccess } from '@gh/functions/testing';

/**
 * Adds `email` to staff with `access` by the key, as an accepted invitation does; `agreed`: with
 * the staff notice agreed to as an invitee does (false: like an owner from before the notice).
 */
export async function addStaffMember(email: string, access: StaffAccess, { agreed = true } = {}): Promise<void> {
  await setStaffAccess(email, access, 'key', true);
  if (agreed) await addStaffConsent(email, consentRecord(STAFF_NOTICE_VERSION, 'en', Date.now(), 'staff', STAFF_NOTICE_PURPOSES));
}
