import { describe, expect, it } from 'vitest';
import {
  FAMILY_NOTICES,
  FAMILY_VISITS_KEPT,
  familyNoticesAllowed,
  familyNoticesOf,
  familyNoticesSchema,
  familyViewFields,
  familyVisits,
} from './circle.ts';
import { LINK_STATUS } from './constants.ts';
import type { Link } from './documents.ts';

const HOUR = 60 * 60_000;
const NOW = Date.UTC(2026, 10, 29, 6);

/** A visit starting `hours` from NOW, an hour long. */
const visit = (hours: number, id = `v${hours}`) => ({
  id,
  date: '2026-11-29',
  startTime: '10:00',
  endTime: '11:00',
  startAt: NOW + hours * HOUR,
  endAt: NOW + (hours + 1) * HOUR,
  status: 'Scheduled' as const,
  checkInAt: null,
  checkOutAt: null,
});

const link = (status: Link['status']): Link => ({
  email: 'ravi@example.com',
  name: 'Ravi Kumar',
  status,
  reqTime: NOW,
  phone: '9876543210',
  photoId: 'p1',
  checked: true,
});

describe('familyVisits', () => {
  it(`keeps the ${FAMILY_VISITS_KEPT} to end soonest and the ${FAMILY_VISITS_KEPT} ended last, by start`, () => {
    const visits = Array.from({ length: 30 }, (_, index) => visit(index - 15));
    const kept = familyVisits(visits, NOW).map((one) => one.id);
    expect(kept).toEqual(['v-6', 'v-5', 'v-4', 'v-3', 'v-2', 'v-1', 'v0', 'v1', 'v2', 'v3']);
  });

  it('copies when, what became of it and when he came and left, nothing else', () => {
    const [kept] = familyVisits([{ ...visit(0), task: 'Tea', volunteer: 'ravi@example.com', note: 'private' } as never], NOW);
    expect(Object.keys(kept!).sort()).toEqual([
      'checkInAt',
      'checkOutAt',
      'date',
      'endAt',
      'endTime',
      'id',
      'startAt',
      'startTime',
      'status',
    ]);
  });
});

describe('familyViewFields', () => {
  const source = { visits: [visit(1)], volunteer: link(LINK_STATUS.assigned), help: [{ id: 'help:1', at: NOW, text: 'Call me' }] };

  it('gives only the parts allowed', () => {
    expect(Object.keys(familyViewFields(['visits', 'volunteer', 'help'], source, NOW))).toEqual(['visits', 'volunteer', 'help']);
    expect(Object.keys(familyViewFields(['help'], source, NOW))).toEqual(['help']);
    expect(familyViewFields(['visits'], { help: source.help }, NOW)).toEqual({});
  });

  it("shows her volunteer's name, photo and check, never his phone or e-mail, and only once he is hers", () => {
    expect(familyViewFields(['volunteer'], source, NOW)).toEqual({ volunteer: { name: 'Ravi Kumar', photoId: 'p1', checked: true } });
    expect(familyViewFields(['volunteer'], { volunteer: link(LINK_STATUS.requested) }, NOW)).toEqual({ volunteer: null });
    expect(familyViewFields(['volunteer'], { volunteer: null }, NOW)).toEqual({ volunteer: null });
  });

  it('keeps what became of a call for help', () => {
    const help = [{ id: 'help:1', at: NOW, text: 'Call me', handledAt: NOW + HOUR, note: 'On Friday' }];
    expect(familyViewFields(['help'], { help }, NOW)).toEqual({ help });
  });
});

describe('family notices', () => {
  it('lets a member choose only what her parts allow: visits for the visits’ notices, help for the concern handled', () => {
    expect(familyNoticesAllowed(['visits', 'volunteer', 'help'])).toEqual([...FAMILY_NOTICES]);
    expect(familyNoticesAllowed(['volunteer'])).toEqual(['trial']);
    expect(familyNoticesAllowed(['help'])).toEqual(['handled', 'trial']);
  });

  it('gives a member what they chose within her parts, and all her parts allow before they chose', () => {
    expect(familyNoticesOf({ parts: ['visits'] })).toEqual(['arrival', 'assigned', 'changed', 'trial']);
    expect(familyNoticesOf({ parts: ['visits'], notices: ['handled', 'arrival'] })).toEqual(['arrival']);
    expect(familyNoticesOf({ parts: ['help'], notices: [] })).toEqual([]);
  });

  it('takes a choice in order, each once, and refuses what is not one', () => {
    const parsed = familyNoticesSchema.parse({ senior: 'Asha@Example.com', notices: ['trial', 'arrival'], lang: 'hi' });
    expect(parsed).toEqual({ senior: 'asha@example.com', notices: ['arrival', 'trial'], lang: 'hi' });
    expect(familyNoticesSchema.safeParse({ senior: 'a@example.com', notices: ['x'], lang: 'hi' }).success).toBe(false);
    expect(familyNoticesSchema.safeParse({ senior: 'a@example.com', notices: [], lang: 'fr' }).success).toBe(false);
  });
});
