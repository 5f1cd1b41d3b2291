/**
 * The trial job over HTTP (POST /{key}/jobs/trial-reminders, what the daily schedule runs): a
 * senior whose free trial ends within 5 days is e-mailed once, in her language, with the day
 * it ends and the support phone; one whose trial ends later is not; twenty runs at once send
 * one mail. Mail is read from the local SMTP server.
 */
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@gh/common/constants';
import { dayMonthIn } from '@gh/common/locale-format';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { SUPPORT } from '@gh/common/support';
import { api, mailbox } from '@gh/testkit/stack';
import { adminCall } from '@gh/testkit/applicant';
import { personDoc } from '@gh/testkit/identity';
import { addMember, newCity, readMember } from '@gh/testkit/members';

const runJob = (key?: string) => adminCall('POST', '/jobs/trial-reminders', undefined, key);

/** A registered senior in `lang` whose trial ends `days` from now. */
async function seniorEnding(days: number, lang: 'en' | 'hi' | 'mr') {
  const senior = await addMember('senior', { city: newCity() });
  const trialEndsAt = Date.now() + days * DAY_MS;
  await personDoc('senior', senior.email).update({ trialEndsAt, lang });
  return { ...senior, trialEndsAt };
}

describe('the trial job', () => {
  it('is behind the admin key', async () => {
    expect(await runJob('wrong-key')).toMatchObject({ status: 401 });
    expect(await api('POST', '//jobs/trial-reminders')).toMatchObject({ status: 401 });
    expect(await api('POST', '/jobs/trial-reminders')).toMatchObject({ status: 401 });
  });

  it('mails a senior whose trial ends within 5 days once, in her language, however many runs are sent together', {
    timeout: 120_000,
  }, async () => {
    const [marathi, hindi, later, ended] = await Promise.all([
      seniorEnding(3, 'mr'),
      seniorEnding(5 - 1 / 24, 'hi'),
      seniorEnding(10, 'mr'),
      seniorEnding(-1, 'en'),
    ]);

    const answers = await Promise.all(Array.from({ length: 20 }, () => runJob()));
    for (const answer of answers)
      expect(answer, answer.text).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.trialRemindersRan } });

    const date = dayMonthIn(marathi.trialEndsAt, 'mr');
    const mail = await mailbox.waitFor(marathi.email, /मोफत वापर/);
    expect(mail.subject).toBe(`गोल्डन हार्ट्समधील तुमचा मोफत वापर ${date} रोजी संपेल`);
    expect(mail.text).toContain(marathi.doc.name);
    expect(mail.text).toContain(`तुमचा मोफत वापर ${date} रोजी संपेल.`);
    expect(mail.text).toContain(SUPPORT.phone);
    expect(mail.text).not.toMatch(/free trial/i);
    const hindiMail = await mailbox.waitFor(hindi.email, /मुफ़्त आज़माइश/);
    expect(hindiMail.text).toContain(dayMonthIn(hindi.trialEndsAt, 'hi'));

    // Twenty runs at once, and one more after: still one mail each, and the claim is stored. Each
    // run has sent what it sends by the time it answers, so a second mail would be here now.
    expect((await runJob()).status).toBe(200);
    expect(await mailbox.to(marathi.email)).toHaveLength(1);
    expect(await mailbox.to(hindi.email)).toHaveLength(1);
    expect((await readMember('senior', marathi.email)).trialRemindedFor).toBe(marathi.trialEndsAt);
    const reported = answers.map((a) => a.json?.trialReminders as number);
    expect(reported.every((n) => n >= 0)).toBe(true);

    // Ten days away, or already over: no mail, nothing marked.
    expect(await mailbox.to(later.email)).toHaveLength(0);
    expect(await mailbox.to(ended.email)).toHaveLength(0);
    expect((await readMember('senior', later.email)).trialRemindedFor).toBeUndefined();
  });
});
