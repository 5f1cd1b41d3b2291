import { describe, expect, it } from 'vitest';
import { applicationApprovedMail, applicationOfferMail, applicationReceivedMail, applicationRejectedMail } from './application-mail.ts';

const LINK = 'https://goldenhearts.example/hi/volunteer-registration#invite=abc';

describe('the application e-mails', () => {
  it('keep their English words for an applicant without a language', () => {
    expect(applicationReceivedMail('en').text).toMatch(/^Hello,\n\nThank you for applying to volunteer with Golden Hearts\./);
    const rejected = applicationRejectedMail('Weekday mornings only.', 'en');
    expect(rejected.subject).toBe('About your Golden Hearts application');
    expect(rejected.text).toMatch(/^Hello,\n\nThank you for your interest/);
    expect(rejected.text).toContain('Our reviewer noted:\n\n    Weekday mornings only.\n\nIf you have any questions');
    expect(rejected.text).toMatch(/\n\nWith warm wishes,\nGolden Hearts$/);
  });

  it('write the rejection in Hindi with the reason as its own paragraph, and leave it out when there is none', () => {
    const { subject, text } = applicationRejectedMail('हमें सुबह के स्वयंसेवक चाहिए।', 'hi');
    expect(subject).toBe('गोल्डन हार्ट्स के लिए आपके आवेदन के बारे में');
    expect(text).toMatch(/^नमस्ते,\n/);
    expect(text).toContain('हमारी टीम ने लिखा है:\n\n    हमें सुबह के स्वयंसेवक चाहिए।\n\n');
    expect(applicationRejectedMail('', 'hi').text).not.toContain('हमारी टीम ने लिखा है');
  });

  it('write the acceptance in Marathi with the link alone on its line and the days it works', () => {
    const { subject, text } = applicationApprovedMail(LINK, 'mr');
    expect(subject).toBe('गोल्डन हार्ट्ससाठी तुमचा अर्ज स्वीकारला आहे');
    expect(text).toMatch(/^नमस्कार,\n/);
    expect(text).toMatch(/पुढचे \d+ दिवस/);
    expect(text).toContain(`\n\n${LINK}\n\n`);
  });

  it('offer the replacement with the link alone on its line, when the application came (India time), and the day it works', () => {
    const link = 'https://goldenhearts.example/apply#replace=abc';
    const sentAt = Date.UTC(2026, 2, 14, 10, 15);
    const { subject, text } = applicationOfferMail(link, sentAt, 'en');
    expect(subject).toBe('Your Golden Hearts application was sent again');
    expect(text).toMatch(/^Hello,\n/);
    expect(text).toContain('on 14 March 2026, 3:45 PM (India time)');
    expect(text).toContain(`within\n24 hours, in the browser you sent it from:\n\n${link}\n\n`);
    expect(applicationOfferMail(link, sentAt, 'hi').text).toContain('14 मार्च 2026, दोपहर 3:45');
  });
});
