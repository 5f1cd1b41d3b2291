import { describe, expect, it } from 'vitest';
import { CODE_MAIL_MESSAGES, codeMail } from './otp-mail.ts';

const LINK = 'https://goldenhearts.example/login#role=senior&email=kamala%40example.com&code=004211';

describe('codeMail', () => {
  it('says the code is for signing in, and for how long it is valid', () => {
    const { subject, text } = codeMail('004211', 'login', 'Kamala Rao', LINK);
    expect(subject).toBe('Your Golden Hearts sign-in code');
    expect(text).toContain('Hello Kamala Rao,');
    expect(text).toContain('Your code to sign in to Golden Hearts is:');
    expect(text).toMatch(/^ {4}004211$/m);
    expect(text).toContain('valid for 10 minutes');
    expect(text).toContain(`or open this link to sign in at once:\n\n${LINK}\n`);
  });

  it('says the code is for finishing a registration', () => {
    const { subject, text } = codeMail('918273', 'register', 'Aditi Sharma', LINK);
    expect(subject).toBe('Your Golden Hearts registration code');
    expect(text).toContain('finish your registration');
    expect(text).toContain('918273');
  });

  it('says an erasure code is for erasing the account, with no link to tap', () => {
    const { subject, text } = codeMail('918273', 'erase', null, null);
    expect(subject).toBe('Your Golden Hearts code to erase your account');
    expect(text).toContain('Your code to erase your Golden Hearts account is:');
    expect(text).toContain('Type it on the page where you asked for it.');
    expect(text).not.toMatch(/https?:|open this link/);
  });

  it('carries nothing the sender wrote to an address nobody has proven (registration)', () => {
    const { text } = codeMail('918273', 'register', 'Visit http://evil.example now', LINK);
    expect(text).not.toContain('evil');
    expect(text).toContain('Hello,');
  });

  it('greets nobody by name on a sign-in code to an address registered by SMS, not yet proven', () => {
    const { text } = codeMail('004211', 'login', null, LINK);
    expect(text).toMatch(/^Hello,$/m);
    expect(text).toContain('Your code to sign in to Golden Hearts is:');
  });

  it('is plain text with lines short enough for any mail reader', () => {
    const { text } = codeMail('123456', 'login', 'A', LINK);
    expect(text).not.toMatch(/<[a-z]/i);
    // A link cannot be wrapped without breaking it; it stands alone on its line.
    for (const line of text.split('\n').filter((l) => l !== LINK)) expect(line.length).toBeLessThanOrEqual(78);
  });
});

describe('codeMail in Hindi and Marathi', () => {
  const HI_LINK = 'https://goldenhearts.example/hi/login#role=senior&email=kamala%40example.com&code=004211';

  it('writes the sign-in code e-mail in Hindi, with the code and the link as they are', () => {
    const { subject, text } = codeMail('004211', 'login', 'कमला राव', HI_LINK, 'hi');
    expect(subject).toBe('गोल्डन हार्ट्स में साइन इन का आपका कोड');
    expect(text).toContain('नमस्ते कमला राव जी,');
    expect(text).toContain('गोल्डन हार्ट्स में साइन इन करने का आपका एक बार का कोड यह है:');
    expect(text).toMatch(/^ {4}004211$/m);
    expect(text).toContain('10 मिनट');
    expect(text).toContain(`\n${HI_LINK}\n`);
    // No English left: Latin letters only in the link.
    expect(text.split('\n').filter((line) => line !== HI_LINK && /[A-Za-z]/.test(line))).toEqual([]);
  });

  it('writes the registration code e-mail in Marathi, still without the name', () => {
    const { subject, text } = codeMail('918273', 'register', 'Visit http://evil.example now', HI_LINK, 'mr');
    expect(subject).toBe('गोल्डन हार्ट्समध्ये नोंदणीचा तुमचा कोड');
    expect(text).toContain('नमस्कार,');
    expect(text).not.toContain('evil');
  });

  it('has every key in every language, with the same arguments', () => {
    const args = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const lang of ['hi', 'mr'] as const) {
      expect(Object.keys(CODE_MAIL_MESSAGES[lang]).sort()).toEqual(Object.keys(CODE_MAIL_MESSAGES.en).sort());
      for (const [key, message] of Object.entries(CODE_MAIL_MESSAGES[lang])) {
        expect({ key, args: args(message) }).toEqual({ key, args: args(CODE_MAIL_MESSAGES.en[key as keyof typeof CODE_MAIL_MESSAGES.en]) });
      }
    }
  });
});
