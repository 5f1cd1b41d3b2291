/**
 * What the dashboard shows, derived from the person's own document (spec section 2,
 * /dashboard). Pure functions, so every rule is tested without a page or a server.
 */
import { LINK_STATUS } from '@gh/common/constants';
import type { Link, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { hoursVolunteered, to12Hour, visitDateText } from '@gh/common/time';

/** The signed-in person with their document: a volunteer links to a senior, a senior to a volunteer. */
export type Member = { role: 'volunteer'; doc: VolunteerDoc } | { role: 'senior'; doc: SeniorDoc };

export function linkOf(member: Member): Link | null {
  return (member.role === 'volunteer' ? member.doc.senior : member.doc.volunteer) ?? null;
}

/** 'Skills Offered': the volunteer's skills, or the senior's interests. */
export function skillsOffered(member: Member): number {
  const list = member.role === 'volunteer' ? member.doc.skills : member.doc.interests;
  return Array.isArray(list) ? list.length : 0;
}

export interface Visit {
  task: string;
  /** 'Tuesday, 14 May 2030': the 'YYYY-MM-DD' date as people read it (visitDateText). */
  dateText: string;
  /** '9:00 AM - 11:30 AM' */
  timeText: string;
  city: string;
  /** Start to end, over midnight if it must. */
  hours: number;
}

/** The scheduled visit: an Assigned link with its task, date and times; otherwise none. */
export function visitOf(link: Link | null): Visit | null {
  if (link?.status !== LINK_STATUS.assigned) return null;
  const { task, date, startTime, endTime, city } = link;
  if (!task || !date || !startTime || !endTime) return null;
  return {
    task,
    dateText: visitDateText(date),
    timeText: `${to12Hour(startTime)} - ${to12Hour(endTime)}`,
    city: city ?? '',
    hours: hoursVolunteered(startTime, endTime),
  };
}

/** '2 hours', '1.5 hours', '1 hour'. */
export function hoursText(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

export interface Notification {
  key: 'task' | 'link';
  title: string;
  detail: string;
  /** When it happened (epoch ms), for the elapsed time; null when the document does not say. */
  at: number | null;
}

export const TASK_ASSIGNED = 'task assigned by admin';
export const APPROVED_BY_ADMIN = 'Approved by admin';

/** The task the admin assigned, then who the person is linked with and how far that has come. */
export function notificationsOf(member: Member): Notification[] {
  const link = linkOf(member);
  if (!link) return [];
  const assigned = link.status === LINK_STATUS.assigned;
  const when = (time: number | undefined) => (typeof time === 'number' ? time : null);
  const other = member.role === 'volunteer' ? 'Senior' : 'Volunteer';
  const list: Notification[] = [];
  if (assigned && link.task) {
    list.push({ key: 'task', title: TASK_ASSIGNED, detail: link.task, at: when(link.assTime) });
  }
  list.push({
    key: 'link',
    title: `Your ${other}: ${link.email}`,
    detail: assigned ? APPROVED_BY_ADMIN : link.status,
    at: assigned ? when(link.assTime ?? link.reqTime) : when(link.reqTime),
  });
  return list;
}

const MINUTE_MS = 60_000;

/**
 * The next moment any elapsed text of `times` changes ('just now' turns into '1 minute ago' a
 * minute after the event, and every minute after that), or null if there is nothing to update.
 */
export function nextElapsedChange(times: readonly number[], now: number): number | null {
  let next: number | null = null;
  for (const time of times) {
    // A clock behind the server's still shows 'just now' until a minute after the event.
    const minutes = Math.max(1, Math.floor((now - time) / MINUTE_MS) + 1);
    const change = time + minutes * MINUTE_MS;
    if (next === null || change < next) next = change;
  }
  return next;
}
