/**
 * How a notice leaves us: a NoticeChannel delivers one notice, already written in its reader's
 * language, to one person. E-mail (email-channel.ts) is the one channel today; an SMS or
 * WhatsApp channel would be another implementation listed in notify.ts's CHANNELS, and
 * nothing that decides who hears what would change (docs/notifications.md).
 */
import type { Lang } from '@gh/common/i18n';

/** Whom a notice is for, as a channel reaches them. */
export interface Recipient {
  /** The greeting's name, or null when the address is not known to be theirs (an emergency contact). */
  name: string | null;
  email: string;
  lang: Lang;
}

/** A calendar invitation (RFC 5545 text) in the reader's language; a channel that cannot carry one leaves it out. */
export interface NoticeInvitation {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

export interface Notice {
  to: Recipient;
  /** One line: a mail's subject, the first line of a text message. */
  subject: string;
  /** The whole letter, greeting and wishes included. */
  text: string;
  invitation?: NoticeInvitation;
}

export interface NoticeChannel {
  /** Names the channel in logs. */
  readonly name: string;
  /** Delivers the notice or rejects; the caller logs a failure and goes on. */
  send(notice: Notice): Promise<void>;
}
