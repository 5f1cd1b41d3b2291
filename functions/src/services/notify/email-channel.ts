/** The e-mail channel: a notice is a plain-text mail over SMTP, its invitation attached as invite.ics. */
import { sendMail } from '../mail/mail.ts';
import type { NoticeChannel } from './channel.ts';

export const emailChannel: NoticeChannel = {
  name: 'email',
  async send({ to, subject, text, invitation }) {
    await sendMail({
      to: { address: to.email },
      subject,
      text,
      ...(invitation && { icalEvent: { method: invitation.method, filename: 'invite.ics', content: invitation.content } }),
    });
  },
};
