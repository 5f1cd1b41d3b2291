import { describe, expect, it } from 'vitest';
import { enT } from '../../../testing/english';
import type { AuditEntry } from '@gh/common/documents';
import { detailsText as detailsIn } from './ActivityPanel';

const detailsText = (entry: Pick<AuditEntry, 'action' | 'details'>) => detailsIn(entry, enT, 'en');

// The server writes the visit actions with the visit (or the pair) in the details.
const visit = { senior: 'kamala@x.co', task: 'Tea.', date: '2026-11-24', startTime: '10:00', endTime: '11:30', city: 'Pune' };

describe("the Activity panel's details of visit changes", () => {
  it('names a weekly series with its weeks', () => {
    expect(detailsText({ action: 'assign', details: { ...visit, weeks: '4' } })).toBe(
      'With kamala@x.co, Tuesday, 24 November 2026, 10:00 AM to 11:30 AM. Tea. Weekly for 4 weeks.',
    );
  });

  it('says where a moved visit is now and where it was', () => {
    expect(
      detailsText({
        action: 'reschedule',
        details: { ...visit, date: '2026-11-25', startTime: '16:00', endTime: '17:00', was: '2026-11-24 10:00-11:30' },
      }),
    ).toBe(
      'With kamala@x.co, Wednesday, 25 November 2026, 4:00 PM to 5:00 PM. Tea. It was Tuesday, 24 November 2026, 10:00 AM to 11:30 AM.',
    );
  });

  it('names a cancelled visit, with the reason given', () => {
    expect(detailsText({ action: 'cancel', details: visit })).toBe(
      'With kamala@x.co, Tuesday, 24 November 2026, 10:00 AM to 11:30 AM. Tea.',
    );
    expect(detailsText({ action: 'cancel', details: { ...visit, reason: 'She is in hospital.' } })).toBe(
      'With kamala@x.co, Tuesday, 24 November 2026, 10:00 AM to 11:30 AM. Tea. Reason: She is in hospital.',
    );
  });

  it("gives an ended pair's reason", () => {
    expect(detailsText({ action: 'unlink', details: { senior: 'kamala@x.co', reason: 'They moved to Nagpur.' } })).toBe(
      'The pair with kamala@x.co ended. Reason: They moved to Nagpur.',
    );
  });
});

describe("the Activity panel's details of staff changes", () => {
  it('names the role an invitation or a change gave, and nothing for a removal', () => {
    expect(detailsText({ action: 'staffInvite', details: { role: 'coordinator', cities: 'maharashtra/pune' } })).toBe('As Coordinator.');
    expect(detailsText({ action: 'staffAccess', details: { role: 'owner', cities: '' } })).toBe('As Owner.');
    expect(detailsText({ action: 'staffRemove', details: {} })).toBeNull();
  });
});
