/**
 * Every e-mail to a person in their language, read from the local SMTP inbox: an
 * application's e-mails in the language of the page it was sent from, a visit's in each
 * person's saved language (their invitation's words too), English for everyone else.
 */
import { describe, expect, it } from 'vitest';
import { DAY_MS, VISIT_TIME_ZONE } from '@gh/common/constants';
import { timeIn, visitDateIn } from '@gh/common/locale-format';
import { dateInZone } from '@gh/common/time';
import { api, icsLines, mailbox } from '@gh/testkit/stack';
import { adminCall, applicationFields, apply, decideFinally, pastUndoWindow, storedApplication } from '@gh/testkit/applicant';
import { bearer, newEmail } from '@gh/testkit/identity';
import { requestedPair } from '@gh/testkit/members';

const RACE_SLOW = { timeout: 120_000 };

/** An application sent with `lang` as the page's language; answers its e-mail. */
async function applyIn(lang: string): Promise<string> {
  const email = newEmail('applicant-lang');
  expect((await apply({ ...applicationFields(email), lang })).status).toBe(200);
  return email;
}
const tomorrow = () => dateInZone(Date.now() + DAY_MS, VISIT_TIME_ZONE.offsetMinutes);
/** A property of an invitation with no parameters (SUMMARY, DESCRIPTION), unescaped enough to read. */
const icsValue = (ics: string, name: string) => icsLines(ics, name)[0]?.replace(/\\n/g, '\n').replace(/\\,/g, ',');

// Its tests wait out their own decisions' Undo time (or their own mails), so they wait together.
describe.concurrent('an application sent from a Hindi page', () => {
  it('is acknowledged in Hindi, and its rejection, with the reason, is in Hindi', RACE_SLOW, async () => {
    const email = await applyIn('hi');
    expect(await storedApplication(email)).toMatchObject({ lang: 'hi' });
    const received = await mailbox.waitFor(email);
    expect(received.subject).toBe('गोल्डन हार्ट्स के लिए आपका आवेदन हमें मिल गया है');
    expect(received.text).toMatch(/^नमस्ते,\n/);
    expect(received.text).toContain('अगर आपने आवेदन नहीं किया, तो इस ई-मेल को अनदेखा कर दीजिए।');

    const reason = 'हमें सुबह के समय के स्वयंसेवक चाहिए।';
    const rejected = await adminCall('PUT', '/reject-application', { type: 'volunteer', email, reason });
    expect(rejected.status).toBe(200);
    await pastUndoWindow(rejected.json?.finalAt);
    expect((await adminCall('POST', '/finalize-decisions')).status).toBe(200);
    const decision = await mailbox.waitFor(email, /बारे में/);
    expect(decision.subject).toBe('गोल्डन हार्ट्स के लिए आपके आवेदन के बारे में');
    expect(decision.text).toMatch(/^नमस्ते,\n/);
    expect(decision.text).toContain('अभी हम आपका आवेदन स्वीकार नहीं कर पा रहे हैं।');
    expect(decision.text).toContain(`हमारी टीम ने लिखा है:\n\n    ${reason}\n`);
    expect(decision.text).toMatch(/शुभकामनाओं सहित,\nगोल्डन हार्ट्स$/);
  });

  it('from a Marathi page is accepted in Marathi, its link opening the Marathi registration page', RACE_SLOW, async () => {
    const email = await applyIn('mr');
    await decideFinally('approve', email);
    const accepted = await mailbox.waitFor(email, /स्वीकारला/);
    expect(accepted.subject).toBe('गोल्डन हार्ट्ससाठी तुमचा अर्ज स्वीकारला आहे');
    expect(accepted.text).toMatch(/^नमस्कार,\n/);
    const link = /^(https?:\/\/\S+)$/m.exec(accepted.text ?? '')?.[1] ?? '';
    expect(new URL(link).pathname).toBe('/mr/volunteer-registration');
    expect(new URL(link).hash).toMatch(/^#invite=/);
  });

  it('with an odd lang is in English', async () => {
    const email = await applyIn('<b>hi</b>');
    expect((await mailbox.waitFor(email)).subject).toBe('We have received your Golden Hearts application');
    expect(await storedApplication(email)).toMatchObject({ lang: 'en' });
  });
});

describe('a visit, to a senior who reads Hindi and a volunteer who reads English', () => {
  it('mails each in their language, with an invitation in it, and so its move, reminder and cancellation', RACE_SLOW, async () => {
    const pair = await requestedPair();
    expect((await api('PUT', '/language', { lang: 'hi' }, bearer(pair.senior.token))).status).toBe(200);
    const date = tomorrow();
    const assigned = await adminCall('POST', '/volunteer/assignTask', {
      vemail: pair.volunteer.email,
      semail: pair.senior.email,
      city: pair.city,
      task: 'चाय और अख़बार',
      date,
      startTime: '10:00',
      endTime: '11:30',
    });
    expect(assigned.status, assigned.text).toBe(200);
    const [id] = assigned.json?.visits as string[];

    const hindiDate = visitDateIn(date, 'hi');
    const visit = await mailbox.waitFor(pair.senior.email, /मुलाकात/);
    expect(visit.subject).toBe(`${hindiDate} को गोल्डन हार्ट्स की आपकी मुलाकात`);
    expect(hindiDate).toMatch(/^(सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार|रविवार), \d{1,2} \S+ \d{4}$/);
    expect(visit.text).toContain(`नमस्ते ${pair.senior.doc.name} जी,`);
    expect(visit.text).toContain(`एडमिन ने आपके स्वयंसेवक ${pair.volunteer.doc.name} के साथ आपकी मुलाकात तय की है।`);
    expect(visit.text).toContain('    क्या:  चाय और अख़बार');
    expect(visit.text).toContain(`    कब:   ${hindiDate}, ${timeIn('10:00', 'hi')} से ${timeIn('11:30', 'hi')} (भारत का समय)`);
    // The times too: the part of the day in words, no Latin am or pm.
    expect(timeIn('10:00', 'hi')).toBe('सुबह 10:00');
    expect(/^ {4}कब:.*$/m.exec(visit.text ?? '')?.[0]).not.toMatch(/[A-Za-z]/);
    expect(visit.text).toContain(`    कहाँ:  ${pair.city}`);
    const ics = (await mailbox.attachment(visit, 'invite.ics')).toString('utf8');
    expect(icsValue(ics, 'SUMMARY')).toBe('गोल्डन हार्ट्स मुलाकात: चाय और अख़बार');
    expect(icsValue(ics, 'DESCRIPTION')).toBe(`चाय और अख़बार\nस्वयंसेवक: ${pair.volunteer.doc.name}\nवरिष्ठ नागरिक: ${pair.senior.doc.name}`);

    // The volunteer's mail and invitation of the same visit: English, the same event.
    const english = await mailbox.waitFor(pair.volunteer.email, /visit/);
    expect(english.subject).toMatch(/^Your Golden Hearts visit on \w+day, \d{1,2} \w+ \d{4}$/);
    expect(english.text).toContain('    What:  चाय और अख़बार');
    const englishIcs = (await mailbox.attachment(english, 'invite.ics')).toString('utf8');
    expect(icsValue(englishIcs, 'SUMMARY')).toBe('Golden Hearts visit: चाय और अख़बार');
    for (const name of ['UID', 'DTSTART', 'DTEND', 'SEQUENCE']) expect(icsLines(englishIcs, name)).toEqual(icsLines(ics, name));

    expect((await adminCall('PUT', `/visits/${id}`, { startTime: '16:00', endTime: '17:00' })).status).toBe(200);
    const moved = await mailbox.waitFor(pair.senior.email, /अब/);
    expect(moved.subject).toBe(`गोल्डन हार्ट्स की आपकी मुलाकात अब ${hindiDate} को है`);
    expect(moved.text).toContain('एडमिन ने आपकी मुलाकात बदली है। अब यह इस तरह है:');
    expect(moved.text).toContain(`${timeIn('16:00', 'hi')} से ${timeIn('17:00', 'hi')}`);

    expect((await adminCall('POST', '/jobs/reminders')).status).toBe(200);
    const reminder = await mailbox.waitFor(pair.senior.email, /^कल:/);
    expect(reminder.subject).toBe(`कल: ${pair.volunteer.doc.name} के साथ गोल्डन हार्ट्स की आपकी मुलाकात`);
    expect(reminder.text).toContain(`याद दिला दें: कल आपके स्वयंसेवक ${pair.volunteer.doc.name} से आपकी मुलाकात है।`);
    expect((await mailbox.waitFor(pair.volunteer.email, /^Tomorrow/)).text).toContain('A reminder: tomorrow you visit');

    expect((await adminCall('DELETE', `/visits/${id}`, { reason: 'Kamala ji is unwell' })).status).toBe(200);
    const cancelled = await mailbox.waitFor(pair.senior.email, /^रद्द/);
    expect(cancelled.text).toContain('एडमिन ने वजह बताई: “Kamala ji is unwell”');
    expect(cancelled.subject).toBe(`रद्द: ${hindiDate} को गोल्डन हार्ट्स की आपकी मुलाकात`);
    expect(cancelled.text).toContain('एडमिन ने यह मुलाकात रद्द कर दी है:');
    expect(icsValue((await mailbox.attachment(cancelled, 'invite.ics')).toString('utf8'), 'SUMMARY')).toBe(
      'गोल्डन हार्ट्स मुलाकात: चाय और अख़बार',
    );

    expect(
      (await adminCall('POST', '/unlink', { vemail: pair.volunteer.email, semail: pair.senior.email, reason: 'moved away' })).status,
    ).toBe(200);
    const ended = await mailbox.waitFor(pair.senior.email, /मुलाकातों के बारे में/);
    expect(ended.text).toContain(`${pair.volunteer.doc.name} के साथ आपकी मुलाकातें अब पूरी हो गई हैं।`);
    expect(ended.text).not.toContain('moved away');
    expect((await mailbox.waitFor(pair.volunteer.email, /About your Golden Hearts visits/)).text).toContain('have come to an end');
  });
});
