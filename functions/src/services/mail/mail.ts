/**
 * Outgoing mail over SMTP (design.md: one-time codes, decisions, task assignments, contact
 * messages). Plain text only. The transport is built from the environment on first use and
 * kept for the life of the instance.
 */
import { createTransport, type Transporter } from 'nodemailer';
import { smtpConfig } from '../../config.ts';

/** In-memory files only (uploads), so mail never reads the disk or fetches a URL. */
interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}

export interface MailMessage {
  /** One recipient as an object: nodemailer reads a string as a list ("a,b@x.org" is two). */
  to: { address: string };
  /** Copies, each one address. */
  cc?: { address: string }[];
  subject: string;
  text: string;
  /** Where a reply goes (the sender of a contact message); an object, so no name needs quoting. */
  replyTo?: { name: string; address: string };
  attachments?: MailAttachment[];
  /** A calendar invitation (RFC 5545 text), sent as a text/calendar alternative and a file. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

let transport: { transporter: Transporter; from: string } | undefined;

function mailTransport() {
  if (!transport) {
    const { from, ...smtp } = smtpConfig();
    const transporter = createTransport({
      ...smtp,
      // Fail within a request's lifetime instead of nodemailer's minutes-long defaults.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    transport = { transporter, from };
  }
  return transport;
}

export async function sendMail(message: MailMessage): Promise<{ messageId: string }> {
  const { transporter, from } = mailTransport();
  const info = await transporter.sendMail({ from, ...message });
  return { messageId: info.messageId };
}
