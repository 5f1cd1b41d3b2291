/**
 * The admin records an identity check of a volunteer (docs/admin.md, Identity checks): which
 * paper was seen, how and when, by which admin session; never its number (the schema refuses
 * a note that looks like one). One transaction writes `identityChecks/{email}`, the volunteer's
 * `idChecked`, his senior's card and the audit entry, or nothing.
 */
import type { IdentityCheckDoc } from '@gh/common/identity-check';
import { addToRecord } from '../../store/admin-record.ts';
import { identityCheckIn, writeIdentityCheckIn } from '../../store/identity-checks.ts';
import { notRegistered } from './people.ts';
import { changeVolunteer } from './volunteer-card.ts';

type CheckInput = Pick<IdentityCheckDoc, 'email' | 'document' | 'seen' | 'date' | 'note'>;

const sameCheck = (a: CheckInput, b: CheckInput) =>
  a.document === b.document && a.seen === b.seen && a.date === b.date && a.note === b.note;

/** Records the check; the same check sent again (a double tap, a retry) changes nothing and adds no entry. */
export async function recordIdentityCheck(input: CheckInput, session: string, now = Date.now()): Promise<void> {
  const saved = await changeVolunteer(input.email, async (_volunteer, tx) => {
    const stored = await identityCheckIn(tx, input.email);
    if (stored && sameCheck(stored, input)) return null;
    writeIdentityCheckIn(tx, { ...input, by: session, at: now });
    addToRecord(tx, {
      audit: {
        at: now,
        action: 'identityCheck',
        email: input.email,
        type: 'volunteer',
        session,
        details: { document: input.document, seen: input.seen, date: input.date },
      },
    });
    return { idChecked: true };
  });
  if (!saved) throw notRegistered('volunteer');
}
