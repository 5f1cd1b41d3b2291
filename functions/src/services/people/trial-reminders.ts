/**
 * The daily trial job: the onSchedule function, the local stack's timer and
 * POST /{key}/jobs/trial-reminders all run this. Each senior whose free trial ends within
 * TRIAL_REMINDER_DAYS is e-mailed once, in her language, with the day it ends and the support
 * phone. Seniors are read a page at a time from one range query on `trialEndsAt`; each is
 * claimed (`trialRemindedFor`) in a transaction before her mail, so however many runs overlap,
 * one mail goes per senior and trial end, with one to each member of her family who chose it
 * (notify/family.ts). Every senior registered with a code sent to her
 * address, so the mail goes only to an address she proved.
 */
import { logger } from 'firebase-functions/logger';
import { DAY_MS, TRIAL_REMINDER_DAYS } from '@gh/common/constants';
import type { SeniorDoc } from '@gh/common/documents';
import { dayMonthIn } from '@gh/common/locale-format';
import { SUPPORT } from '@gh/common/support';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { claimTrialReminder, seniorsTrialEnding } from '../../store/trials.ts';
import { sendMail } from '../mail/mail.ts';
import { langOf, letter, mailT } from '../mail/mail-text.ts';
import { inGroups } from '../in-groups.ts';
import { notifyFamily } from '../notify/family.ts';

/** One page of the query; a run reads at most PAGES of them (10,000 seniors), the next run goes on. */
const PAGE = 200;
const PAGES = 50;
/** How many seniors of a page are claimed and mailed at once. */
const PARALLEL = 16;

export interface TrialJobReport {
  trialReminders: number;
}

export async function runTrialJob(now = Date.now()): Promise<TrialJobReport> {
  const to = now + TRIAL_REMINDER_DAYS * DAY_MS;
  let sent = 0;
  let cursor: QueryDocumentSnapshot<SeniorDoc> | undefined;
  for (let page = 0; page < PAGES; page++) {
    const docs = await seniorsTrialEnding(now, to, PAGE, cursor);
    // Seniors already reminded of this end are passed over without a transaction.
    const due = docs.map((doc) => doc.data()).filter((senior) => senior.trialRemindedFor !== senior.trialEndsAt);
    const mailed = await inGroups(due, PARALLEL, (senior) => remindOne(senior.email, now, to));
    sent += mailed.filter(Boolean).length;
    if (docs.length < PAGE) break;
    cursor = docs.at(-1);
  }
  return { trialReminders: sent };
}

/** Claims the senior's reminder and, when this run did, mails it; a failed mail is logged (the claim stays). */
async function remindOne(email: string, now: number, to: number): Promise<boolean> {
  const senior = await claimTrialReminder(email, now, to);
  if (!senior) return false;
  try {
    await sendMail(trialEndingMail(senior));
  } catch (error) {
    logger.error(error instanceof Error ? error : new Error(String(error)), { mail: 'trial-ending' });
  }
  await notifyFamily('trial', senior, (t, lang, her) => {
    const date = dayMonthIn(senior.trialEndsAt, lang);
    return { subject: t('family.trial.subject', { senior: her, date }), body: [t('family.trial.body', { senior: her, date })] };
  });
  return true;
}

export function trialEndingMail(senior: Pick<SeniorDoc, 'name' | 'email' | 'lang' | 'trialEndsAt'>) {
  const lang = langOf(senior.lang);
  const t = mailT(lang);
  const date = dayMonthIn(senior.trialEndsAt, lang);
  return {
    to: { address: senior.email },
    subject: t('trial.subject', { date }),
    text: letter(t, senior.name, [t('trial.body', { date }), '', t('trial.help', { phone: SUPPORT.phone })]),
  };
}
