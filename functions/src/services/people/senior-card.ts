/**
 * A change of what the volunteer's link shows of his senior once a visit is assigned (her
 * phone, address, special needs and languages) reaches his document in the same commit: his
 * dashboard reads only his own document (docs/members.md, What each side sees of the other).
 */
import { LINK_STATUS } from '@gh/common/constants';
import type { SeniorDoc } from '@gh/common/documents';
import { seniorCard, showsSeniorCard } from '@gh/common/link-views';
import { cityOf, moveInRecord } from '../../store/admin-record.ts';
import { inTransaction } from '../../store/firebase.ts';
import { personFigures, seniorAndVolunteerIn, updatePairIn } from '../../store/people.ts';

/**
 * Changes a registered senior in one transaction: `change` gets her as read and answers her
 * fields to set. Her assigned volunteer's view of her follows when it changes. Answers her
 * before and after, or null when she is not registered.
 */
export function changeSenior(
  email: string,
  change: (before: SeniorDoc) => Partial<SeniorDoc>,
): Promise<{ before: SeniorDoc; after: SeniorDoc } | null> {
  return inTransaction(async (tx) => {
    const { senior: before, volunteer } = await seniorAndVolunteerIn(tx, email);
    if (!before) return null;
    const fields = change(before);
    const after = { ...before, ...fields };
    moveInRecord(tx, personFigures('senior', before), cityOf(before), cityOf(after));
    const link = volunteer?.senior;
    const card = seniorCard(after);
    updatePairIn(tx, volunteer?.email ?? '', email, {
      senior: fields,
      ...(link?.status === LINK_STATUS.assigned && !showsSeniorCard(link, card) && { volunteer: { senior: { ...link, ...card } } }),
    });
    return { before, after };
  });
}
