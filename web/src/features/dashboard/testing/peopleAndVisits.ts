/** The dashboard's tests' people, links and visits, shaped as the functions write them. */
import { linkFields } from '@gh/common/admin-fields';
import type { Link, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { scheduledVisit, type VisitDoc } from '@gh/common/visits';
import { VISITS_PAGE } from '@gh/common/dashboard-copy';
import type { VisitsData } from '../useVisits';
import type { VisitItem } from '../visitsModel';

const person = {
  phone: '+91 98220 11111',
  dob: '1990-01-01',
  address: '12 MG Road',
  city: 'Pune',
  languages: ['English', 'Marathi'],
  state: 'Maharashtra',
  zipcode: '411001',
  createdAt: 0,
  search: {},
  emergencycontact: { emergencyContactName: 'Anil', emergencyContactPhone: '+91 1', emergencyContactRelation: 'Son' },
};

export function volunteerDoc(senior: Link | null = null): VolunteerDoc {
  return {
    ...person,
    name: 'Aditi Sharma',
    email: 'aditi@example.com',
    skills: ['Reading', 'Music', 'Technology'],
    availability: [],
    experience: '',
    hobbies: '',
    certification: '',
    cv: null,
    senior,
    ...linkFields(senior),
  };
}

export function seniorDoc(volunteer: Link | null = null): SeniorDoc {
  return {
    ...person,
    name: 'Kamala Rao',
    email: 'kamala@example.com',
    specialneeds: '',
    interests: ['Reading', 'Gardening'],
    services: [],
    trialEndsAt: 0,
    volunteer,
  };
}

export const REQ_TIME = Date.UTC(2030, 4, 1, 10, 0);
export const ASS_TIME = Date.UTC(2030, 4, 2, 9, 0);

export const requested = (email: string, name: string): Link => ({ email, name, status: 'Requested', reqTime: REQ_TIME });

export const assigned = (email: string, name: string): Link => ({
  ...requested(email, name),
  status: 'Assigned',
  task: 'Read the morning paper together',
  date: '2030-05-14',
  startTime: '22:30',
  endTime: '01:00',
  city: 'Pune',
  assTime: ASS_TIME,
  phone: '+91 98220 33333',
  address: '4 Shanti Niwas, Model Colony',
});

/** A request as the senior stores it: who asked, with their skills and languages. */
export const requestedOfSenior = (email: string, name: string): Link => ({
  ...requested(email, name),
  skills: ['Reading', 'Music'],
  languages: ['Hindi', 'Marathi'],
});

/** A visit of Aditi's to Kamala as the api stores it: Scheduled on `date`, `changes` applied. */
export function visitItem(id: string, date: string, startTime: string, endTime: string, changes: Partial<VisitDoc> = {}): VisitItem {
  const visit = scheduledVisit(
    {
      volunteer: 'aditi@example.com',
      senior: 'kamala@example.com',
      task: `Visit ${id}`,
      city: 'Pune',
      date,
      startTime,
      endTime,
      districtKey: 'maharashtra/pune',
    },
    { uid: `uid-${id}`, sequence: 0 },
    ASS_TIME,
  );
  return { ...visit, ...changes, id };
}

/**
 * The visit listeners as they answered: `near` soonest first, `earlier` latest first (null:
 * still loading); a list longer than its page says there is more, as the listener's extra
 * document does. `showMore` hears which list was asked for more.
 */
export function visitsData(
  near: VisitItem[] | null = [],
  earlier: VisitItem[] | null = [],
  showMore: (list: keyof VisitsData) => void = () => {},
): VisitsData {
  const page = (list: keyof VisitsData, items: VisitItem[] | null) => ({
    items: items?.slice(0, VISITS_PAGE[list]) ?? null,
    hasMore: (items?.length ?? 0) > VISITS_PAGE[list],
    loadingMore: false,
    showMore: () => showMore(list),
    error: null,
  });
  return { near: page('near', near), earlier: page('earlier', earlier) };
}
