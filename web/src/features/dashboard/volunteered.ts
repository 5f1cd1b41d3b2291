/**
 * 'Volunteered' (issue 12): a volunteer's hours of visits that happened. Today a pair has one
 * visit, so this is that visit's span once its end has passed in India; a senior never sees it.
 */
import { LINK_STATUS, VISIT_TIME_ZONE } from '@gh/common/constants';
import { hoursVolunteered, visitSpan } from '@gh/common/time';
import { linkOf, type Member } from './dashboardModel';

export interface VolunteeredVisit {
  hours: number;
  /** When the visit ends (epoch ms): from then on its hours count. */
  endsAt: number;
}

/** The volunteer's scheduled visit with its hours and end; null for a senior or without one. */
export function volunteeredVisit(member: Member): VolunteeredVisit | null {
  if (member.role !== 'volunteer') return null;
  const link = linkOf(member);
  if (link?.status !== LINK_STATUS.assigned) return null;
  const { date, startTime, endTime } = link;
  if (!date || !startTime || !endTime) return null;
  return {
    hours: hoursVolunteered(startTime, endTime),
    endsAt: visitSpan(date, startTime, endTime, VISIT_TIME_ZONE.offsetMinutes).end,
  };
}
