/**
 * A change of what the senior's card shows of her volunteer (his introduction, photo and
 * identity check) reaches her document in the same commit: her dashboard reads only her own
 * document (docs/members.md, What each side sees of the other).
 */
import type { VolunteerDoc } from '@gh/common/documents';
import { showsCard, volunteerCard } from '@gh/common/link-views';
import { inTransaction, type Transaction } from '../../store/firebase.ts';
import { updatePairIn, volunteerAndSeniorIn } from '../../store/people.ts';

export interface VolunteerChange {
  before: VolunteerDoc;
  after: VolunteerDoc;
}

/**
 * Changes a registered volunteer in one transaction: `change` gets him as read (and may read
 * more in `tx`, then write what goes with the change) and answers his fields to set, or null
 * to write nothing more. His linked
 * senior's card follows when it changes. Answers null when he is not registered.
 */
export function changeVolunteer(
  email: string,
  change: (before: VolunteerDoc, tx: Transaction) => Partial<VolunteerDoc> | null | Promise<Partial<VolunteerDoc> | null>,
): Promise<VolunteerChange | null> {
  return inTransaction(async (tx) => {
    const { volunteer: before, senior } = await volunteerAndSeniorIn(tx, email);
    if (!before) return null;
    const fields = await change(before, tx);
    if (!fields) return { before, after: before };
    const after = { ...before, ...fields };
    const card = volunteerCard(after);
    const link = senior?.volunteer;
    updatePairIn(tx, email, senior?.email ?? '', {
      volunteer: fields,
      ...(link && !showsCard(link, card) && { senior: { volunteer: { ...link, ...card } } }),
    });
    return { before, after };
  });
}
