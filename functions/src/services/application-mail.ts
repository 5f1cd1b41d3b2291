/** The e-mails about a volunteer application: received, approved, not approved. Plain and warm. */
import { VOLUNTEER_INVITE_TTL_MS } from '@gh/common/constants';

export interface Mail {
  subject: string;
  text: string;
}

const SIGNATURE = ['', 'With warm wishes,', 'Golden Hearts'];

/**
 * Sent to an address nobody has proven yet, so it carries nothing the sender wrote (not even
 * the name): a stranger cannot use the form to send their words to someone else's inbox.
 */
export const APPLICATION_RECEIVED_MAIL: Mail = {
  subject: 'We have received your Golden Hearts application',
  text: [
    'Hello,',
    '',
    'Thank you for applying to volunteer with Golden Hearts. An application with this e-mail',
    'address has arrived and our team will review it soon.',
    '',
    'We will write to you again as soon as we have decided. Once your application is',
    'accepted, you can register as a volunteer and start meeting seniors.',
    '',
    'If you did not apply, you can ignore this e-mail.',
    ...SIGNATURE,
  ].join('\n'),
};

/** `registerLink`: the registration page with the signed link that fills in the form (invite-links.ts). */
export function applicationApprovedMail(fullName: string, registerLink: string): Mail {
  return {
    subject: 'Your Golden Hearts application has been accepted',
    text: [
      `Hello ${fullName},`,
      '',
      'Good news: your application to volunteer with Golden Hearts has been accepted.',
      '',
      'To finish, register as a volunteer with this link. It fills in your name, phone and',
      `e-mail address from your application for the next ${VOLUNTEER_INVITE_TTL_MS / 86_400_000} days:`,
      '',
      registerLink,
      '',
      'We will e-mail you a one-time code to confirm your registration.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** The admin's reason, when given, is one paragraph of its own (a schema keeps it to one line). */
export function applicationRejectedMail(fullName: string, reason = ''): Mail {
  return {
    subject: 'About your Golden Hearts application',
    text: [
      `Hello ${fullName},`,
      '',
      'Thank you for your interest in volunteering with Golden Hearts. After careful review,',
      'we are not able to accept your application at this time.',
      '',
      ...(reason ? ['Our reviewer noted:', '', `    ${reason}`, ''] : []),
      'If you have any questions, simply reply to this e-mail or contact our support team.',
      ...SIGNATURE,
    ].join('\n'),
  };
}
