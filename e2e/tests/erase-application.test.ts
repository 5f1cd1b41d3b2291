/**
 * Erasing an application, on a phone against the stack: an applicant who has not registered
 * opens /hi/careers, asks for a code at the address she applied with, types it from her mail,
 * and her application and resume are erased. Screenshots at 390 and 1280 px go to GH_SHOTS_DIR.
 */
import { describe, expect, it } from 'vitest';
import { applicationFields, apply, footprint } from '@gh/testkit/applicant';
import { fixture } from '@gh/testkit/fixtures';
import { codeFromMail } from '@gh/testkit/identity';
import { mailbox, webUrl } from '@gh/testkit/stack';
import { messages as HI_CAREERS } from '@gh/web/messages/hi/careers';
import { newVisitor } from '../src/identity.ts';
import { shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile } from '../src/visitor.ts';

const chromium = chromiumForFile();

describe('erasing an application on /careers, in Hindi at 390 px', { timeout: 120_000 }, () => {
  it('mails a code to the address she applied with, and erases the application and its resume with it', async () => {
    const fields = applicationFields();
    const resume = { filename: 'Meera resume.pdf', bytes: fixture('letter.pdf'), type: 'application/pdf' };
    expect((await apply(fields, resume)).status).toBe(200);
    await mailbox.waitFor(fields.email!, /received/);
    expect(await footprint(fields.email!)).toMatchObject({ application: true, files: 1 });

    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    await page.goto(`${webUrl}/hi/careers`);
    const section = page.getByRole('region', { name: HI_CAREERS['careers.eraseTitle'] });
    await section.getByRole('button', { name: HI_CAREERS['careers.eraseOpen'] }).click();
    // A mistyped address is said beside the field, and nothing is sent.
    await section.getByRole('textbox', { name: HI_CAREERS['careers.eraseEmail'] }).fill('meera@');
    await section.getByRole('button', { name: HI_CAREERS['careers.eraseAsk'] }).click();
    await section.getByText(HI_CAREERS['careers.eraseEmailInvalid']).waitFor();
    await shootBoth(page, section, 'erase-application-hi');
    await page.setViewportSize(PHONE);

    const before = (await mailbox.to(fields.email!)).length;
    await section.getByRole('textbox', { name: HI_CAREERS['careers.eraseEmail'] }).fill(fields.email!);
    await section.getByRole('button', { name: HI_CAREERS['careers.eraseAsk'] }).click();
    await section.getByText(HI_CAREERS['careers.eraseCodeSent']).waitFor();
    await section.getByRole('textbox').fill(await codeFromMail(fields.email!, before + 1));
    await shootBoth(page, section, 'erase-application-code-hi');
    await page.setViewportSize(PHONE);
    await section.getByRole('button', { name: HI_CAREERS['careers.eraseConfirm'] }).click();

    await section.getByText(HI_CAREERS['careers.eraseDone']).waitFor();
    expect(await footprint(fields.email!)).toMatchObject({ application: false, files: 0 });
  });
});
