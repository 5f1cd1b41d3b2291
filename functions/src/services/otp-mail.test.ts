import { describe, expect, it } from 'vitest';
import { codeMail } from './otp-mail.ts';

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

  it('carries nothing the sender wrote to an address nobody has proven (registration)', () => {
    const { text } = codeMail('918273', 'register', 'Visit http://evil.example now', LINK);
    expect(text).not.toContain('evil');
    expect(text).toContain('Hello,');
  });

  it('is plain text with lines short enough for any mail reader', () => {
    const { text } = codeMail('123456', 'login', 'A', LINK);
    expect(text).not.toMatch(/<[a-z]/i);
    // A link cannot be wrapped without breaking it; it stands alone on its line.
    for (const line of text.split('\n').filter((l) => l !== LINK)) expect(line.length).toBeLessThanOrEqual(78);
  });
});
