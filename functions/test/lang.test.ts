/**
 * The page's language on registration and sign-in requests (`lang`): the code e-mail
 * is written in it and its link opens the page in it; any other value is English. Registration
 * keeps it on the person's document, for all their later e-mails.
 */
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { api, mailbox, newClientAddress } from '@gh/testkit/stack';
import { addApplication, addPerson, codeFromMail, newEmail, personDoc, register, seniorForm, volunteerForm } from '@gh/testkit/identity';

const LINK = /^(https?:\/\/\S+)$/m;

async function onlyMailTo(email: string) {
  const mail = await mailbox.waitFor(email);
  expect(await mailbox.to(email)).toHaveLength(1);
  return { subject: mail.subject, text: mail.text ?? '', link: LINK.exec(mail.text ?? '')?.[1] ?? '' };
}

describe('registration in Hindi', () => {
  it('mails the code in Hindi, links the Hindi page, and registers the senior with Hindi on their document', async () => {
    const form = seniorForm();
    const headers = newClientAddress();
    const asked = await api('POST', '/register/senior', { ...form, lang: 'hi' }, headers);
    // The answer is the spec's, in English: the web shows its translation.
    expect(asked).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.codeSent } });
    const mail = await onlyMailTo(form.email);
    expect(mail.subject).toBe('गोल्डन हार्ट्स में रजिस्ट्रेशन का आपका कोड');
    expect(mail.text).toContain('नमस्ते,');
    expect(new URL(mail.link).pathname).toBe('/hi/senior-registration');

    const otp = await codeFromMail(form.email);
    expect((await api('POST', '/otp-verify/senior', { email: form.email, otp }, headers)).status).toBe(200);
    const doc = (await personDoc('senior', form.email).get()).data();
    expect(doc).toMatchObject({ email: form.email, name: form.name, lang: 'hi' });
  });
});

describe('the language a registration saves', () => {
  it.each([
    ['Marathi', 'mr', 'mr'],
    ['English when the request names none', undefined, 'en'],
    ['English for an odd value', 'fr', 'en'],
  ])("saves %s on a volunteer's document", async (_case, lang, saved) => {
    const email = newEmail('volunteer-lang');
    await addApplication(email);
    await register('volunteer', { ...volunteerForm(email), ...(lang !== undefined && { lang }) });
    expect((await personDoc('volunteer', email).get()).data()).toMatchObject({ email, lang: saved });
  });
});

describe('sign-in in Marathi', () => {
  it('mails the code in Marathi and links the Marathi sign-in page', async () => {
    const email = await addPerson('senior', newEmail('senior-mr'));
    const asked = await api('POST', '/login/senior', { email, lang: 'mr' }, newClientAddress());
    expect(asked).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.codeSent } });
    const mail = await onlyMailTo(email);
    expect(mail.subject).toBe('गोल्डन हार्ट्समध्ये साइन इन करण्याचा तुमचा कोड');
    expect(mail.text).toContain('नमस्कार Kamala Rao,');
    expect(new URL(mail.link).pathname).toBe('/mr/login');
  });
});

describe('an odd lang', () => {
  it.each([
    ['an unknown language', 'fr'],
    ['upper case', 'HI'],
    ['control characters', 'hi\u0000\u001b[31m'],
    ['markup', '<script>alert(1)</script>'],
    ['a huge string', 'h'.repeat(100_000)],
    ['a number', 1],
    ['an object', { hi: true }],
    ['a list', ['hi']],
    ['null', null],
  ])('%s is English, and the request is served as without it', async (_case, lang) => {
    const email = await addPerson('senior', newEmail('senior-odd-lang'));
    const asked = await api('POST', '/login/senior', { email, lang }, newClientAddress());
    expect(asked).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.codeSent } });
    const mail = await onlyMailTo(email);
    expect(mail.subject).toBe('Your Golden Hearts sign-in code');
    expect(new URL(mail.link).pathname).toBe('/login');
  });

  it('does not make a bad form acceptable, nor change its message', async () => {
    const asked = await api('POST', '/register/senior', { ...seniorForm(), name: '', lang: 'hi' }, newClientAddress());
    const plain = await api('POST', '/register/senior', { ...seniorForm(), name: '' }, newClientAddress());
    expect(asked.status).toBe(400);
    expect(asked.json).toEqual(plain.json);
  });
});

describe('20 identical Hindi sign-in requests sent together', () => {
  it('send one code e-mail, in Hindi; the rest wait for the cool-down', async () => {
    const email = await addPerson('senior', newEmail('senior-race'));
    const headers = newClientAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, () => api('POST', '/login/senior', { email, lang: 'hi' }, headers)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
    const mail = await onlyMailTo(email);
    expect(mail.subject).toBe('गोल्डन हार्ट्स में साइन इन का आपका कोड');
  });
});
