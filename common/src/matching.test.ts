import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareMatches, matchItem, mergeMatch, rankMatches, TOPIC_WEIGHT, type MatchProfile } from './matching.ts';
import { APPLICATION_LANGUAGES, AVAILABILITY_SLOTS, SENIOR_INTERESTS, VOLUNTEER_SKILLS } from './options.ts';

const volunteer: MatchProfile = {
  name: 'Aditi Sharma',
  email: 'aditi@example.com',
  city: 'Pune',
  topics: ['Reading', 'Music', 'Technology'],
  availability: ['Morning (9AM-12PM)'],
  languages: ['English', 'Marathi'],
};
const senior = (name: string, topics: string[], city = 'Pune'): MatchProfile => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  city,
  topics,
});

describe('matchItem', () => {
  it('shares the common skills and interests and scores them', () => {
    expect(matchItem(volunteer, senior('Kamala Rao', ['Music', 'Reading', 'Gardening']))).toEqual({
      name: 'Kamala Rao',
      email: 'kamala.rao@example.com',
      city: 'Pune',
      shared: ['Music', 'Reading'],
      score: 2 * TOPIC_WEIGHT,
    });
  });

  it('compares cities trimmed and case-folded', () => {
    expect(matchItem(volunteer, senior('Kamala Rao', ['Music'], '  pUNE '))).not.toBeNull();
  });

  it.each([
    ['another city', senior('Farida Sheikh', ['Reading'], 'Mumbai')],
    ['nothing shared', senior('Joseph DSouza', ['Gardening'])],
    ['oneself', { ...volunteer }],
    ['a senior the admin unlinked them from', { ...senior('Kamala Rao', ['Music']), apartFrom: [volunteer.email] }],
  ])('is null for %s', (_, candidate) => {
    expect(matchItem(volunteer, candidate)).toBeNull();
  });

  it('is null either way round once either side records the unlink', () => {
    const kamala = senior('Kamala Rao', ['Music']);
    expect(matchItem({ ...volunteer, apartFrom: [kamala.email] }, kamala)).toBeNull();
    expect(matchItem(kamala, { ...volunteer, apartFrom: [kamala.email] })).toBeNull();
    expect(rankMatches({ ...volunteer, apartFrom: [kamala.email] }, [kamala, senior('Asha', ['Music'])]).map((m) => m.name)).toEqual([
      'Asha',
    ]);
  });

  it('adds shared availability and languages where both sides gave them', () => {
    const other: MatchProfile = { ...senior('Asha', ['Music']), availability: ['Morning (9AM-12PM)'], languages: ['Marathi', 'Tamil'] };
    expect(matchItem(volunteer, other)?.score).toBe(TOPIC_WEIGHT + 2);
  });

  it('never exposes more than a card needs', () => {
    const item = matchItem(volunteer, { ...senior('Kamala Rao', ['Music']), phone: '1', address: 'x', dob: 'y' } as MatchProfile);
    expect(Object.keys(item ?? {}).sort()).toEqual(['city', 'email', 'name', 'score', 'shared']);
  });
});

describe('rankMatches', () => {
  it('puts the best first and breaks ties by name', () => {
    const ranked = rankMatches(volunteer, [
      senior('Zara', ['Music']),
      senior('Bela', ['Music', 'Reading']),
      senior('anil', ['Technology']),
      senior('Far', ['Music'], 'Delhi'),
    ]);
    expect(ranked.map((item) => item.name)).toEqual(['Bela', 'anil', 'Zara']);
  });

  it('keeps at most the limit', () => {
    const many = Array.from({ length: 30 }, (_, i) => senior(`Senior ${String(i).padStart(2, '0')}`, ['Music']));
    expect(rankMatches(volunteer, many, 5).map((item) => item.name)).toEqual([
      'Senior 00',
      'Senior 01',
      'Senior 02',
      'Senior 03',
      'Senior 04',
    ]);
  });
});

const subset = (options: readonly string[]) => fc.subarray([...options]);
const profile = (topics: readonly string[]) =>
  fc.record({
    name: fc.constantFrom('Asha', 'asha', 'Bela', 'Chitra', 'Deepak', 'Esha'),
    email: fc.uuid().map((id) => `${id}@example.com`),
    city: fc.constantFrom('Pune', ' pune', 'Mumbai'),
    topics: subset(topics),
    availability: subset(AVAILABILITY_SLOTS),
    languages: subset(APPLICATION_LANGUAGES),
  });

describe('rankMatches properties', () => {
  const cases = fc.record({
    self: profile(VOLUNTEER_SKILLS),
    candidates: fc.array(profile(SENIOR_INTERESTS), { maxLength: 40 }),
    limit: fc.integer({ min: 1, max: 25 }),
  });

  it('is sorted, same-city only, shares something, and at most the limit', () => {
    fc.assert(
      fc.property(cases, ({ self, candidates, limit }) => {
        const ranked = rankMatches(self, candidates, limit);
        expect(ranked.length).toBeLessThanOrEqual(limit);
        ranked.forEach((item, i) => {
          expect(item.shared.length).toBeGreaterThan(0);
          expect(item.city.trim().toLowerCase()).toBe(self.city.trim().toLowerCase());
          if (i > 0) expect(compareMatches(ranked[i - 1]!, item)).toBeLessThanOrEqual(0);
        });
      }),
    );
  });

  it('does not depend on the order of the candidates', () => {
    fc.assert(
      fc.property(cases, fc.integer(), ({ self, candidates, limit }, seed) => {
        const shuffled = [...candidates].sort((a, b) => ((a.email.charCodeAt(0) * seed) % 7) - ((b.email.charCodeAt(0) * seed) % 7));
        expect(rankMatches(self, shuffled, limit)).toEqual(rankMatches(self, candidates, limit));
      }),
    );
  });

  it('merging one changed person gives the same list as ranking everyone again, or asks for that', () => {
    fc.assert(
      fc.property(cases, profile(SENIOR_INTERESTS), fc.boolean(), ({ self, candidates, limit }, changed, leaves) => {
        const target = candidates[0] ? { ...changed, email: candidates[0].email } : changed;
        const before = rankMatches(self, candidates, limit);
        const others = candidates.filter((c) => c.email !== target.email);
        const after = leaves ? others : [...others, target];
        const merged = mergeMatch(before, target.email, leaves ? null : matchItem(self, target), limit);
        if (merged) expect(merged).toEqual(rankMatches(self, after, limit));
        else expect(before.length).toBe(limit);
      }),
    );
  });
});
