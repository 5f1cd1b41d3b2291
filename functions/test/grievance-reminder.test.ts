/**
 * The grievance officer's reminder against the local stack: the evening job (POST
 * /{key}/jobs/reminders) mails one reminder of the grievances still open within
 * GRIEVANCE_REMIND_DAYS of their due day, each once however many runs, with their references
 * and never the person's words; one answered, or due later, is not in it. The officer's
 * address is whoever the owners name (other files change it), so the mail is found by reference.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, DAY_MS } from '@gh/common/constants';
import { GRIEVANCE_REMIND_DAYS, type GrievanceDoc } from '@gh/common/grievances';
import { adminCall } from '@gh/testkit/applicant';
import { bearer, db } from '@gh/testkit/identity';
import { addMember, newCity } from '@gh/testkit/members';
import { RACE, race, statuses } from '@gh/testkit/race';
import { api, mailbox } from '@gh/testkit/stack';

const WORDS = 'My visits were moved without a word to me.';

/** A grievance filed by a new senior, then made due in `days` (as if the rest of its 90 had passed). */
async function dueIn(days: number, answered = false): Promise<string> {
  const senior = await addMember('senior', { city: newCity() });
  const filed = await api('POST', '/grievances', { category: 'visits', text: WORDS, lang: 'en' }, bearer(senior.token));
  expect(filed.status).toBe(200);
  const doc = (await db().collection(COLLECTIONS.grievances).where('email', '==', senior.email).get()).docs[0]!;
  await doc.ref.update({
    dueBy: Date.now() + days * DAY_MS,
    ...(answered && { status: 'answered', answer: 'Done', answeredAt: Date.now() }),
  });
  return doc.id;
}

const remindersOf = async (id: string) =>
  (await mailbox.all()).filter((mail) => mail.text?.includes(id) && /nearly due/.test(mail.subject));
const stored = async (id: string) => (await db().collection(COLLECTIONS.grievances).doc(id).get()).data() as GrievanceDoc;

describe('the grievance officer’s reminder', () => {
  it('reminds once of each grievance nearly due, by reference and with none of the person’s words', async () => {
    const soon = await dueIn(3);
    const later = await dueIn(GRIEVANCE_REMIND_DAYS + 10);
    const done = await dueIn(2, true);
    for (const run of [1, 2]) expect((await adminCall('POST', '/jobs/reminders', {})).status, `run ${run}`).toBe(200);

    // Claimed before its mail: a run of the stack's own timer may have sent it; it goes once.
    expect((await stored(soon)).remindedAt).toEqual(expect.any(Number));
    await expect.poll(async () => (await remindersOf(soon)).length).toBe(1);
    const [mail] = await remindersOf(soon);
    expect(mail?.text).not.toContain(WORDS);
    expect(mail?.text).toContain('/admin');
    expect(await stored(later)).not.toHaveProperty('remindedAt');
    expect(await stored(done)).not.toHaveProperty('remindedAt');
    expect(await remindersOf(later)).toEqual([]);
    expect(await remindersOf(done)).toEqual([]);
  });

  it('mails one reminder of 20 runs sent together', RACE, async () => {
    const soon = await dueIn(1);
    expect(statuses(await race(() => adminCall('POST', '/jobs/reminders', {})))).toEqual(Array(20).fill(200));
    await expect.poll(async () => (await remindersOf(soon)).length).toBe(1);
    // Every run has answered, and each claims before it mails: no second one can come.
    expect(await remindersOf(soon)).toHaveLength(1);
  });
});
