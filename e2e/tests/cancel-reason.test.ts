/**
 * The admin cancels a visit in Hindi and says why: the dialog asks for the reason before it
 * sends anything, says both will read it, and the senior's cancellation mail (in her
 * Marathi) carries it. Axe scans the dialog; GH_SHOTS_DIR keeps it at 390 and 1280 px.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '@gh/common/translate';
import { VISIT_STATUS } from '@gh/common/visits';
import { adminCall } from '@gh/testkit/applicant';
import { db, personDoc } from '@gh/testkit/identity';
import { requestedPair } from '@gh/testkit/members';
import { mailbox } from '@gh/testkit/stack';
import { COLLECTIONS } from '@gh/common/constants';
import { messages as HI_ADMIN } from '@gh/web/messages/hi/admin';
import { messages as HI_VISITS } from '@gh/web/messages/hi/adminVisits';
import { messages as HI_API } from '@gh/web/messages/hi/api';
import { findEntry, signInAtAdmin } from '../src/admin.ts';
import { axeViolations } from '../src/axe.ts';
import { newVisitor } from '../src/identity.ts';
import { tomorrow } from '../src/member.ts';
import { shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile, movesEnded, LIVE } from '../src/visitor.ts';

const chromium = chromiumForFile();
const hi = translator('hi', { ...HI_ADMIN, ...HI_VISITS, ...HI_API });
const REASON = 'सविता जी इस हफ़्ते अस्पताल में हैं।';

describe('cancelling a visit', () => {
  it('asks the admin why, in Hindi, and the senior reads it in her mail', { timeout: 180_000 }, async () => {
    const { city, volunteer, senior } = await requestedPair();
    await personDoc('senior', senior.email).update({ lang: 'mr' });
    const task = `Tea ${Date.now().toString(36)}`;
    const assigned = await adminCall('POST', '/volunteer/assignTask', {
      vemail: volunteer.email,
      semail: senior.email,
      city,
      task,
      date: tomorrow(),
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(assigned.status, assigned.text).toBe(200);
    const [id] = assigned.json!.visits as string[];

    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    await signInAtAdmin(page, 'hi');
    const title = hi('adminVisits.upcomingTitle');
    const row = await findEntry(page, title, task, hi('admin.showMoreLabel', { title }));
    await row.getByRole('button', { name: new RegExp(`^${hi('adminVisits.cancelVisit')}`) }).click();
    const dialog = page.getByRole('dialog', { name: hi('adminVisits.cancelTitle') });
    expect(await dialog.textContent()).toContain('आपकी बताई वजह के साथ');
    // Nothing goes without a reason.
    await dialog.getByRole('button', { name: hi('adminVisits.cancelVisit') }).click();
    await dialog.getByText('वजह भरना ज़रूरी है').waitFor();
    expect((await db().collection(COLLECTIONS.visits).doc(id!).get()).data()).toMatchObject({ status: VISIT_STATUS.scheduled });

    await dialog.getByLabel(hi('adminVisits.cancelReasonLabel')).fill(REASON);
    await movesEnded(page);
    expect(await axeViolations(page)).toEqual([]);
    await shootBoth(page, dialog, 'hi-admin-cancel-reason');
    await dialog.getByRole('button', { name: hi('adminVisits.cancelVisit') }).click();
    await page.getByText(hi('api.visitCancelled')).waitFor(LIVE);
    const mail = await mailbox.waitFor(senior.email, /^रद्द/);
    expect(mail.text).toContain(`ॲडमिनने दिलेले कारण: “${REASON}”`);
  });
});
