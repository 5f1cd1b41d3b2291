/**
 * The mails about a person's visits that they may turn off on /profile (docs/notifications.md).
 * Every choice is on until its person turns it off: the document keeps only what is off
 * (`mailOff`), so a person registered before the choices existed hears everything. Mails about
 * sign-in codes, applications and the end of a pair are not choices: they always go.
 */
import type { UserType } from './constants.ts';

export const NOTICE_CHOICES = ['requests', 'answers', 'visits', 'reminders', 'concerns'] as const;
export type NoticeChoice = (typeof NOTICE_CHOICES)[number];

/**
 * The choices each side has: a senior hears of a volunteer asking to visit and of her concerns
 * handled, a volunteer of the senior's answer; both of visits planned, moved or cancelled, and
 * of the reminder the day before.
 */
export const CHOICES_OF: Readonly<Record<UserType, readonly NoticeChoice[]>> = {
  volunteer: ['answers', 'visits', 'reminders'],
  senior: ['requests', 'visits', 'reminders', 'concerns'],
};

/** Whether a person whose document says `mailOff` wants the mails of `choice`. */
export const wantsMail = (mailOff: readonly string[] | undefined, choice: NoticeChoice) => !mailOff?.includes(choice);
