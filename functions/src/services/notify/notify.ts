/**
 * The notifications service (docs/notifications.md): every event that concerns a person goes
 * through here. AUDIENCE decides who hears which event and which of their /profile choices
 * governs it; notify() leaves out whoever turned that choice off, has each notice written for
 * its reader in their language and sends it through every channel (channel.ts). Nobody whose
 * e-mail is unproven (registered by SMS) is mailed anything.
 *
 * Once each: a service calls this only when its own commit recorded the event (the transaction
 * that made the change answers whether this call made it), and only after that commit. A
 * retried request or a second run of the daily job finds the change made and tells nobody
 * again. A failed send is logged and never undoes the change: the dashboards show it.
 */
import { logger } from 'firebase-functions/logger';
import type { Lang } from '@gh/common/i18n';
import { NOTICE_CHOICES, wantsMail, type NoticeChoice } from '@gh/common/notices';
import { hasWithdrawn, type Withdrawn } from '@gh/common/optional-uses';
import { langOf, letter, mailT, type MailT } from '../mail/mail-text.ts';
import type { Notice, NoticeChannel, NoticeInvitation, Recipient } from './channel.ts';
import { emailChannel } from './email-channel.ts';

/** Every channel a notice goes out on. */
const CHANNELS: readonly NoticeChannel[] = [emailChannel];

/** One of a pair, as their notices address them. */
export interface Person extends Recipient {
  name: string;
  /** The choices they turned off on /profile. */
  mailOff?: readonly NoticeChoice[];
  /** false: nobody has proven their e-mail (registered by SMS), so no notice goes to it. */
  emailProven?: false;
}

export interface Participants {
  volunteer: Person;
  senior: Person;
}

type Role = keyof Participants;
const BOTH = ['volunteer', 'senior'] as const;

/** A person as their notices address them; a document gone is their e-mail, in English. */
export const personOf = (
  email: string,
  doc: { name: string; lang?: Lang; mailOff?: NoticeChoice[]; withdrawn?: Withdrawn; emailProven?: false } | null | undefined,
): Person => ({
  email,
  name: doc?.name ?? email,
  lang: langOf(doc?.lang),
  // Consent to notices withdrawn: every optional mail is off; their own choices wait for its return.
  mailOff: hasWithdrawn(doc?.withdrawn, 'notices') ? [...NOTICE_CHOICES] : (doc?.mailOff ?? []),
  ...(doc?.emailProven === false && { emailProven: false as const }),
});

/**
 * Who hears each event, and the choice that lets them turn it off (null: not a choice). A
 * volunteer's arrival is told to her family instead (family.ts), to the members who chose it.
 */
export const AUDIENCE = {
  visitRequested: { hears: ['senior'], choice: 'requests' },
  requestAnswered: { hears: ['volunteer'], choice: 'answers' },
  visitsAssigned: { hears: BOTH, choice: 'visits' },
  visitMoved: { hears: BOTH, choice: 'visits' },
  visitsCancelled: { hears: BOTH, choice: 'visits' },
  visitReminder: { hears: BOTH, choice: 'reminders' },
  concernHandled: { hears: ['senior'], choice: 'concerns' },
  pairEnded: { hears: BOTH, choice: null },
} as const satisfies Record<string, { hears: readonly Role[]; choice: NoticeChoice | null }>;

export type NoticeEvent = keyof typeof AUDIENCE;

/** What one reader of a pair's event reads: written for them, in their language. */
export interface Reader {
  me: Person;
  other: Person;
  role: Role;
  t: MailT;
}

export interface Letter {
  subject: string;
  /** Between the greeting and the wishes (mail-text.ts letter). */
  body: string[];
}

/** The calendar invitation a notice carries, written in each reader's language. */
export interface Invitation {
  method: NoticeInvitation['method'];
  content: (lang: Lang) => string;
}

/** Sends every notice through every channel; answers how many notices went. */
export async function deliver(event: string, notices: Notice[]): Promise<number> {
  await Promise.all(
    notices.flatMap((notice) =>
      CHANNELS.map((channel) =>
        channel.send(notice).catch((error: unknown) => {
          logger.error(error instanceof Error ? error : new Error(String(error)), { notice: event, channel: channel.name });
        }),
      ),
    ),
  );
  return notices.length;
}

/**
 * Tells the pair's people who hear `event` and want it, each in their language, with
 * `invitation` when the event changes their calendar. Answers how many were told.
 */
export function notify(
  event: NoticeEvent,
  people: Participants,
  write: (reader: Reader) => Letter,
  invitation?: Invitation,
): Promise<number> {
  const { hears, choice } = AUDIENCE[event];
  const notices = hears.flatMap((role): Notice[] => {
    const me = people[role];
    // An address nobody proved could be anyone's: the dashboards show the event instead.
    if (me.emailProven === false) return [];
    if (choice !== null && !wantsMail(me.mailOff, choice)) return [];
    const t = mailT(me.lang);
    const { subject, body } = write({ me, other: people[role === 'volunteer' ? 'senior' : 'volunteer'], role, t });
    return [
      {
        to: me,
        subject,
        text: letter(t, me.name, body),
        ...(invitation && { invitation: { method: invitation.method, content: invitation.content(me.lang) } }),
      },
    ];
  });
  return deliver(event, notices);
}
