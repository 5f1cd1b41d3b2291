/**
 * The signed-in member's own document, live: `volunteers/{email}` or `seniors/{email}` (ids
 * are lower-cased e-mails, design.md, Data).
 */
import { COLLECTIONS } from '@gh/common/constants';
import type { SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { useLiveDoc, type LiveResult } from './live';
import type { Role } from './session';

export const docId = (email: string) => email.trim().toLowerCase();

export const memberDocPath = (role: Role, email: string) =>
  `${role === 'volunteer' ? COLLECTIONS.volunteers : COLLECTIONS.seniors}/${docId(email)}`;

/** A null e-mail (not known yet, or Auth not restored) stays loading. `remember`: live.ts useLiveDoc. */
export function useMemberDoc<R extends Role>(
  role: R,
  email: string | null,
  remember?: string,
): LiveResult<R extends 'volunteer' ? VolunteerDoc : SeniorDoc> {
  return useLiveDoc(email === null ? null : memberDocPath(role, email), remember);
}
