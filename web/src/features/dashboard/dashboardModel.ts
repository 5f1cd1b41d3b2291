/**
 * What the dashboard shows, derived from the person's own document (spec section 2,
 * /dashboard). Pure functions, so every rule is tested without a page or a server.
 */
import { LINK_STATUS } from '@gh/common/constants';
import { firstName, type Link, type SeniorDoc, type VolunteerDoc } from '@gh/common/documents';
import { DEFAULT_LANG, type Lang } from '@gh/common/i18n';
import { timeIn, visitDateIn } from '@gh/common/locale-format';
import { elapsedParts, hoursVolunteered } from '@gh/common/time';
import { hoursOf } from '@gh/common/visits';
import type { Translate } from '@gh/common/translate';
import type { MessageKey } from '../../i18n/areas';

/** The page's words (i18n/I18n.tsx, useT). */
type T = Translate<MessageKey>;

/** The signed-in person with their document: a volunteer links to a senior, a senior to a volunteer. */
export type Member = { role: 'volunteer'; doc: VolunteerDoc } | { role: 'senior'; doc: SeniorDoc };

export function linkOf(member: Member): Link | null {
  return (member.role === 'volunteer' ? member.doc.senior : member.doc.volunteer) ?? null;
}

/** One of the dashboard's figures (StatTiles.tsx). */
export interface Stat {
  /** The tile's name in every language, for tests to find it by. */
  id: string;
  label: string;
  /** Null while the person's document is on its way: a placeholder takes its place. */
  value: string | null;
  /** What the figure counts, named (a senior's interests), under its label. */
  detail?: string;
}

/**
 * 'Skills Offered' for everyone; 'Volunteered' for a volunteer once a visit is done
 * (never before it, never for a senior): the hours the server adds up at each check-out.
 * A senior's figure counts her interests, says so, and names them (`listOf`: stored values as
 * one line in the page's language): a bare number says nothing.
 */
export function statsOf(t: T, member: Member | null, listOf: (values: readonly string[] | undefined) => string): Stat[] {
  const skills = { id: 'Skills Offered', label: t(member?.role === 'senior' ? 'dashboard.interestsCount' : 'dashboard.skillsOffered') };
  if (!member) return [{ ...skills, value: null }];
  const minutes = member.role === 'volunteer' ? (member.doc.doneMinutes ?? 0) : 0;
  const stats: Stat[] =
    minutes > 0 ? [{ id: 'Volunteered', label: t('dashboard.volunteered'), value: t('dashboard.hours', { hours: hoursOf(minutes) }) }] : [];
  const named = member.role === 'senior' ? listOf(member.doc.interests) : '';
  return [...stats, { ...skills, value: String(skillsOffered(member)), ...(named && { detail: named }) }];
}

/** 'Skills Offered': the volunteer's skills, or the senior's interests. */
export function skillsOffered(member: Member): number {
  const list = member.role === 'volunteer' ? member.doc.skills : member.doc.interests;
  return Array.isArray(list) ? list.length : 0;
}

export interface Visit {
  task: string;
  /** 'Tuesday, 14 May 2030': the 'YYYY-MM-DD' date as people of the page's language read it. */
  dateText: string;
  /** '9:00 AM', '11:30 AM': the 12-hour times (the dashboard's timeSpan joins them). */
  startText: string;
  endText: string;
  city: string;
  /** Start to end, over midnight if it must. */
  hours: number;
}

/** A visit's fields as the spec's card reads them (the link's next visit and every visit document), in `lang`. */
export function visitText(
  fields: { task: string; date: string; startTime: string; endTime: string; city?: string },
  lang: Lang = DEFAULT_LANG,
): Visit {
  const { task, date, startTime, endTime, city } = fields;
  return {
    task,
    dateText: visitDateIn(date, lang),
    startText: timeIn(startTime, lang),
    endText: timeIn(endTime, lang),
    city: city ?? '',
    hours: hoursVolunteered(startTime, endTime),
  };
}

/**
 * The scheduled visit: an Assigned link with its task, date and times; otherwise none (also an
 * Assigned link with no visit to come, which the server leaves without those fields).
 */
export function visitOf(link: Link | null, lang: Lang = DEFAULT_LANG): Visit | null {
  if (link?.status !== LINK_STATUS.assigned) return null;
  const { task, date, startTime, endTime, city } = link;
  if (!task || !date || !startTime || !endTime) return null;
  return visitText({ task, date, startTime, endTime, city }, lang);
}

/** 'just now', '1 day 3 hours 5 minutes ago', in the page's language. */
export function elapsedText(t: T, fromMs: number, nowMs: number): string {
  const parts = elapsedParts(fromMs, nowMs);
  return parts ? t('member.ago', parts) : t('member.justNow');
}

/**
 * What a notification means, which sets its badge's colour: news of something settled is
 * 'success' (green), news still on its way 'info' (blue). Never red: red means a problem.
 */
export type NotificationTone = 'info' | 'success';

export interface Notification {
  key: 'task' | 'link' | 'closed' | 'ended';
  /** What it is about in no language's words, so the bell's seen list outlives a change of language. */
  id: string;
  title: string;
  detail: string;
  tone: NotificationTone;
  /** When it happened (epoch ms), for the elapsed time; null when the document does not say. */
  at: number | null;
}

/** 'Aditi Sharma (aditi@example.com)': a person by name, the e-mail second. */
export function personText(link: Pick<Link, 'name' | 'email'>): string {
  return link.name ? `${link.name} (${link.email})` : link.email;
}

/**
 * The matches card's empty text: a senior whose volunteer has asked to visit, or visits her
 * already, is not waiting for matches; once she said Yes, nothing asks her to answer.
 */
export function noMatchesText(t: T, member: Member | null): string {
  const link = member?.role === 'senior' ? linkOf(member) : null;
  if (!link) return t(member?.doc.withdrawn?.matching === undefined ? 'dashboard.noMatches' : 'dashboard.noMatchesWithdrawn');
  const name = firstName(link.name) || link.email;
  if (link.status === LINK_STATUS.assigned) return t('dashboard.noMatchesAssigned', { name });
  return t(link.answer === 'yes' ? 'dashboard.noMatchesSaidYes' : 'dashboard.noMatchesRequested', { name });
}

/** The request's line: the volunteer asked; the senior is asked, until she has said Yes. */
function requestDetail(t: T, member: Member, link: Link): string {
  if (member.role === 'volunteer') return t('member.requested');
  return t(link.answer === 'yes' ? 'member.saidYes' : 'member.asksToVisit');
}

/** What a volunteer reads when the senior said No: kind, and pointing at what they can do next. */
export function closedRequestText(t: T, name: string) {
  return { title: t('member.closedTitle', { name }), detail: t('member.closedDetail', { name }) };
}

/** What a senior reads after the admin ended her visits with a volunteer: what happens next. */
export function endedPairText(t: T, name: string) {
  return { title: t('member.endedTitle', { name }), detail: t('member.endedDetail') };
}

/** Who a member is linked with: a volunteer's senior, a senior's volunteer. */
const otherRole = (member: Member) => (member.role === 'volunteer' ? 'senior' : 'volunteer');

const when = (time: number | undefined) => (typeof time === 'number' ? time : null);
const idOf = (key: Notification['key'], about: string, time: number | undefined) => JSON.stringify([key, about, when(time)]);

/**
 * The task the admin assigned, then who the person is linked with and how far that has come;
 * for a volunteer whose last request the senior declined (and who has no new one), that news;
 * for a senior the admin unlinked (and who has no new volunteer), what happens next.
 */
export function notificationsOf(member: Member, t: T): Notification[] {
  const link = linkOf(member);
  if (!link) {
    const ended = member.role === 'senior' ? member.doc.endedPair : null;
    if (ended)
      return [{ key: 'ended', id: idOf('ended', ended.name, ended.at), ...endedPairText(t, ended.name), tone: 'info', at: when(ended.at) }];
    const closed = member.role === 'volunteer' ? member.doc.closedRequest : null;
    if (!closed) return [];
    return [
      {
        key: 'closed',
        id: idOf('closed', closed.name, closed.at),
        ...closedRequestText(t, closed.name),
        tone: 'info',
        at: when(closed.at),
      },
    ];
  }
  const assigned = link.status === LINK_STATUS.assigned;
  const list: Notification[] = [];
  if (assigned && link.task) {
    list.push({
      key: 'task',
      id: idOf('task', link.task, link.assTime),
      title: t('member.taskAssigned'),
      detail: link.task,
      tone: 'success',
      at: when(link.assTime),
    });
  }
  const at = assigned ? when(link.assTime ?? link.reqTime) : when(link.reqTime);
  list.push({
    key: 'link',
    id: idOf('link', `${link.status} ${link.email}`, at ?? undefined),
    title: t('member.yourPartner', { role: otherRole(member), person: personText(link) }),
    detail: assigned ? t('member.approvedByAdmin') : requestDetail(t, member, link),
    tone: assigned ? 'success' : 'info',
    at,
  });
  return list;
}

/**
 * Who the visit is with, for the visit card: their first name, phone and, for a volunteer, the
 * senior's address, special needs and languages.
 */
export interface VisitPerson {
  firstName: string;
  /** Their role, which the card words as 'Your senior' or 'Your volunteer'. */
  role: 'senior' | 'volunteer';
  phone: string | null;
  address: string | null;
  needs: string | null;
  languages: readonly string[];
}

export function visitPersonOf(member: Member): VisitPerson | null {
  const link = linkOf(member);
  if (link?.status !== LINK_STATUS.assigned) return null;
  return {
    firstName: firstName(link.name) || link.email,
    role: otherRole(member),
    phone: link.phone || null,
    address: member.role === 'volunteer' ? link.address || null : null,
    needs: member.role === 'volunteer' ? link.specialneeds?.trim() || null : null,
    languages: member.role === 'volunteer' ? (link.languages ?? []) : [],
  };
}

/** A phone number as a tel: link: digits and a leading +, nothing a browser could misread. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
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
