/**
 * The e-mail both people get when the admin assigns a visit: the details in plain words, and
 * the calendar invitation (visit-calendar.ts) as a text/calendar part and as invite.ics. A
 * failed e-mail is logged, never undoes the assignment: the dashboards show it anyway.
 */
import { logger } from 'firebase-functions/logger';
import type { Link, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { to12Hour, visitDateText } from '@gh/common/time';
import { smtpConfig } from '../config.ts';
import { sendMail } from './mail.ts';
import { visitInvitation } from './visit-calendar.ts';

/** "Golden Hearts <no-reply@x>" as a name and an address. */
function sender(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] || 'Golden Hearts', email: match[2]! } : { name: 'Golden Hearts', email: from.trim() };
}

function visitText(recipient: string, other: string, role: 'volunteer' | 'senior', visit: Link): string {
  const start = visit.startTime ?? '';
  const end = visit.endTime ?? '';
  return [
    `Hello ${recipient},`,
    '',
    role === 'volunteer'
      ? `The admin has arranged your visit to ${other}.`
      : `The admin has arranged a visit from your volunteer, ${other}.`,
    '',
    `    What:  ${visit.task}`,
    `    When:  ${visitDateText(visit.date ?? '')}, ${to12Hour(start)} to ${to12Hour(end)}${end <= start ? ' the next day' : ''} (India time)`,
    `    Where: ${visit.city}`,
    '',
    'The invitation attached adds the visit to your calendar.',
    '',
    'With warm wishes,',
    'Golden Hearts',
  ].join('\n');
}

export async function mailVisit(volunteer: VolunteerDoc, senior: SeniorDoc, visit: Link, now: number): Promise<void> {
  const invitation = visitInvitation({
    uid: `visit-${now}-${volunteer.email}-${senior.email}@goldenhearts`,
    summary: `Golden Hearts visit: ${visit.task}`,
    description: `${visit.task}\nVolunteer: ${volunteer.name}\nSenior: ${senior.name}`,
    location: visit.city ?? '',
    date: visit.date ?? '',
    startTime: visit.startTime ?? '',
    endTime: visit.endTime ?? '',
    organizer: sender(smtpConfig().from),
    attendees: [volunteer, senior].map(({ name, email }) => ({ name, email })),
  }, now);
  const mails = [
    { to: { address: volunteer.email }, text: visitText(volunteer.name, senior.name, 'volunteer', visit) },
    { to: { address: senior.email }, text: visitText(senior.name, volunteer.name, 'senior', visit) },
  ];
  const results = await Promise.allSettled(mails.map((mail) => sendMail({
    ...mail,
    subject: `Your Golden Hearts visit on ${visitDateText(visit.date ?? '')}`,
    icalEvent: { method: 'REQUEST', filename: 'invite.ics', content: invitation },
  })));
  for (const result of results) {
    if (result.status === 'rejected') {
      logger.error(result.reason instanceof Error ? result.reason : new Error(String(result.reason)), { mail: 'visit' });
    }
  }
}
