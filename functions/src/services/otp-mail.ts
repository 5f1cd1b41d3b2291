/** The e-mail that carries a one-time code: plain, short, and clear about what the code is for. */
import { OTP_TTL_MS } from '@gh/common/constants';

export type OtpPurpose = 'login' | 'register';

const PURPOSES: Record<OtpPurpose, { subject: string; action: string; tap: string }> = {
  login: { subject: 'Your Golden Hearts sign-in code', action: 'sign in to Golden Hearts', tap: 'sign in' },
  register: {
    subject: 'Your Golden Hearts registration code', action: 'finish your registration with Golden Hearts', tap: 'finish',
  },
};

/**
 * `link` is the one-tap link (@gh/common/code-link): it only ever carries the code, the role
 * and the address the mail goes to, so it adds nothing anyone else wrote.
 * `name` greets a registered person (sign-in: the address was proven at registration). A
 * registration code goes to an address nobody has proven yet, so it carries nothing the sender
 * wrote, not even the name.
 */
export function codeMail(code: string, purpose: OtpPurpose, name: string, link: string): { subject: string; text: string } {
  const { subject, action, tap } = PURPOSES[purpose];
  const minutes = Math.round(OTP_TTL_MS / 60_000);
  const text = [
    purpose === 'login' ? `Hello ${name},` : 'Hello,',
    '',
    `Your code to ${action} is:`,
    '',
    `    ${code}`,
    '',
    'Type it on the page where you asked for it,',
    `or open this link to ${tap} at once:`,
    '',
    link,
    '',
    `The code and the link are valid for ${minutes} minutes and work only once.`,
    '',
    'If you did not ask for this code, you can ignore this e-mail:',
    'nobody can use your account without it.',
    '',
    'With warm wishes,',
    'Golden Hearts',
  ].join('\n');
  return { subject, text };
}
