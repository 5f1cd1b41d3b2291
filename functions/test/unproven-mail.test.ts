/**
 * No mail to an address that was never proven carries any text the sender typed: a stranger
 * applies or registers with someone else's e-mail and puts a phishing line in every field, and
 * nothing of it reaches that inbox, whether the mail confirms, decides or sends a code.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, getApps } from 'firebase-admin/app';
import { api, mailbox, newClientAddress } from '@gh/testkit/stack';
import { applicationFields, apply, decideFinally } from '@gh/testkit/applicant';
import { codeFromMail, seniorForm } from '@gh/testkit/identity';

afterAll(() => Promise.all(getApps().map((app) => deleteApp(app))));

const PHISH = 'Your pension is blocked. Verify at https://evil.example/kyc';

/** An application whose every free-text field is the stranger's words. */
function strangersApplication() {
  const fields = applicationFields();
  for (const field of [
    'fullName',
    'motivation',
    'companionshipMeaning',
    'excitement',
    'handlingLoneliness',
    'experience',
    'availability',
  ]) {
    fields[field] = `${PHISH} (${field})`;
  }
  return fields;
}

/** Every word of every mail to `email`, the subject too. */
async function everythingMailedTo(email: string): Promise<string> {
  return (await mailbox.to(email)).map((mail) => `${mail.subject}\n${mail.text ?? ''}`).join('\n');
}

// Its tests wait out their own decisions' Undo time (or their own mails), so they wait together.
describe.concurrent('mail to an address nobody has proven', () => {
  it.each(['approve', 'reject'] as const)(
    'after a stranger applies with it and the admin decides (%s), holds none of their words',
    { timeout: 30_000 },
    async (decision) => {
      const fields = strangersApplication();
      expect((await apply(fields)).status).toBe(200);
      expect((await decideFinally(decision, fields.email!)).status).toBe(200);
      await mailbox.waitFor(fields.email!, decision === 'approve' ? /accepted/ : /About your/);

      const mailed = await everythingMailedTo(fields.email!);
      expect(mailed).toMatch(/^Hello,$/m);
      expect(mailed).not.toContain('evil.example');
      expect(mailed).not.toContain('pension');
      expect(mailed).not.toContain(fields.contact);
    },
  );

  it('with a registration code, holds none of the form’s words', async () => {
    const form = { ...seniorForm(), name: PHISH, address: PHISH };
    expect((await api('POST', '/register/senior', form, newClientAddress())).status).toBe(200);
    await codeFromMail(form.email);
    const mailed = await everythingMailedTo(form.email);
    expect(mailed).not.toContain('evil.example');
    expect(mailed).not.toContain('pension');
  });
});
