/**
 * A change of what the senior's card shows of her volunteer (his introduction, photo and
 * identity check) reaches her document in the same commit: her dashboard reads only her own
 * document (docs/members.md, What each side sees of the other). Once he is assigned to her, her
 * family's views of his card follow in that commit too.
 */
import { LINK_STATUS } from '@gh/common/constants';
import type { VolunteerDoc } from '@gh/common/documents';
import { showsCard, volunteerCard } from '@gh/common/link-views';
import { cityOf, moveInRecord } from '../../store/admin-record.ts';
import { inTransaction, type Transaction } from '../../store/firebase.ts';
import { personFigures, updatePairIn, volunteerAndSeniorIn } from '../../store/people.ts';
import { joinedIn } from '../../store/circles.ts';
import { writeFamilyIn } from '../circle/family-views.ts';

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
    const link = senior?.volunteer;
    // Her family sees the volunteer assigned to her: read before the change writes anything.
    const family = senior && link?.status === LINK_STATUS.assigned ? await joinedIn(tx, senior.email) : [];
    const fields = await change(before, tx);
    if (!fields) return { before, after: before };
    const after = { ...before, ...fields };
    // A new PIN code in another district takes him, and the link he carries, to its figures.
    moveInRecord(tx, personFigures('volunteer', before), cityOf(before), cityOf(after));
    const card = volunteerCard(after);
    const shown = link && !showsCard(link, card) ? { ...link, ...card } : null;
    updatePairIn(tx, email, senior?.email ?? '', { volunteer: fields, ...(shown && { senior: { volunteer: shown } }) });
    if (senior && shown) writeFamilyIn(tx, { senior: senior.email, members: family, visits: [], now: Date.now() }, { volunteer: shown });
    return { before, after };
  });
}
