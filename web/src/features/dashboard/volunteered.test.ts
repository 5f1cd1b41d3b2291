import { describe, expect, it } from 'vitest';
import { volunteeredVisit } from './volunteered';
import { assigned, requested, seniorDoc, volunteerDoc } from './fixtures';

describe('volunteeredVisit', () => {
  it("gives a volunteer's assigned visit its hours and its end in India, over midnight", () => {
    // 14 May 2030, 10:30 PM to 1:00 AM in India (UTC+05:30): ends 19:30 UTC on the 14th.
    expect(volunteeredVisit({ role: 'volunteer', doc: volunteerDoc(assigned('k@example.com', 'K')) })).toEqual({
      hours: 2.5,
      endsAt: Date.UTC(2030, 4, 14, 19, 30),
    });
  });

  it('gives nothing to a senior, to a request, or without a link', () => {
    expect(volunteeredVisit({ role: 'senior', doc: seniorDoc(assigned('a@example.com', 'A')) })).toBeNull();
    expect(volunteeredVisit({ role: 'volunteer', doc: volunteerDoc(requested('k@example.com', 'K')) })).toBeNull();
    expect(volunteeredVisit({ role: 'volunteer', doc: volunteerDoc() })).toBeNull();
  });
});
