import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareMatches, matchItem, mergeMatch, rankMatches, TOPIC_WEIGHT, type MatchProfile } from './matching.ts';
import { nearby } from './places.ts';
import { APPLICATION_LANGUAGES, AVAILABILITY_SLOTS, SENIOR_INTERESTS, VOLUNTEER_SKILLS } from './options.ts';
import { placeForPin } from './pin-directory.ts';

/** Pune's station, Pimpri (13.5 km away), Chinchwad (16 km), Mumbai; two PIN codes of Patiala without a position and one with. */
const at = (pin: string) => placeForPin(pin)!;
const PUNE = at('411001');

const volunteer: MatchProfile = {
  name: 'Aditi Sharma',
  email: 'aditi@example.com',
  city: 'Pune',
  place: PUNE,
  topics: ['Reading', 'Music', 'Technology'],
  availability: ['Morning (9AM-12PM)'],
  languages: ['English', 'Marathi'],
};
const senior = (name: string, topics: string[], place = PUNE, city = 'पुणे'): MatchProfile => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  city,
  place,
  topics,
  languages: ['Marathi'],
});

describe('matchItem', () => {
  it('matches nobody with a person who withdrew consent to matching, on either side', () => {
    const kamala = senior('Kamala Rao', ['Music']);
    expect(matchItem(volunteer, kamala)).not.toBeNull();
    expect(matchItem(volunteer, { ...kamala, withdrawn: true })).toBeNull();
    expect(matchItem({ ...volunteer, withdrawn: true }, kamala)).toBeNull();
  });

  it('shares the common skills, interests and languages, scores them, and shows the city as typed', () => {
    expect(matchItem(volunteer, senior('Kamala Rao', ['Music', 'Reading', 'Gardening']))).toEqual({
      name: 'Kamala Rao',
      email: 'kamala.rao@example.com',
      city: 'पुणे',
      shared: ['Music', 'Reading'],
      languages: ['Marathi'],
      score: 2 * TOPIC_WEIGHT + 1,
    });
  });

  it('meets people within the radius by their PIN codes, whatever city they typed', () => {
    expect(matchItem(volunteer, senior('Kamala Rao', ['Music'], at('411018'), 'Pimpri'))).not.toBeNull();
    expect(matchItem(volunteer, senior('Kamala Rao', ['Music'], at('411033'), 'Pune'))).toBeNull();
  });

  it('falls back to the district where either place has no position', () => {
    const patiala = (pin: string) => ({ ...volunteer, place: at(pin) });
    expect(matchItem(patiala('140402'), senior('Asha', ['Music'], at('147006')))).not.toBeNull();
    expect(matchItem(patiala('140401'), senior('Asha', ['Music'], at('147006')))).not.toBeNull();
    expect(matchItem(patiala('140402'), senior('Asha', ['Music'], PUNE))).toBeNull();
  });

  it.each([
    ['a place too far', senior('Farida Sheikh', ['Reading'], at('400001'), 'Pune')],
    ['no place (a PIN code nobody knows)', { ...senior('Farida Sheikh', ['Reading']), place: null }],
    ['no language in common', { ...senior('Farida Sheikh', ['Reading']), languages: ['Hindi', 'Tamil'] }],
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
    const other: MatchProfile = { ...senior('Asha', ['Music']), availability: ['Morning (9AM-12PM)'], languages: ['Marathi', 'English'] };
    expect(matchItem(volunteer, other)?.score).toBe(TOPIC_WEIGHT + 3);
  });

  it('never exposes more than a card needs', () => {
    const item = matchItem(volunteer, { ...senior('Kamala Rao', ['Music']), phone: '1', address: 'x', dob: 'y' } as MatchProfile);
    expect(Object.keys(item ?? {}).sort()).toEqual(['city', 'email', 'languages', 'name', 'score', 'shared']);
  });
});

describe('rankMatches', () => {
  it('puts the best first and breaks ties by name', () => {
    const ranked = rankMatches(volunteer, [
      senior('Zara', ['Music']),
      senior('Bela', ['Music', 'Reading']),
      senior('anil', ['Technology']),
      senior('Far', ['Music'], at('110001')),
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
    city: fc.constantFrom('Pune', 'पुणे', 'Mumbai'),
    place: fc.constantFrom(PUNE, at('411018'), at('411033'), at('400001'), null),
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

  it('is sorted, near only, shares something and a language, and at most the limit', () => {
    fc.assert(
      fc.property(cases, ({ self, candidates, limit }) => {
        const ranked = rankMatches(self, candidates, limit);
        expect(ranked.length).toBeLessThanOrEqual(limit);
        ranked.forEach((item, i) => {
          expect(item.shared.length).toBeGreaterThan(0);
          expect(item.languages?.length).toBeGreaterThan(0);
          expect(nearby(self.place, candidates.find((c) => c.email === item.email)!.place)).toBe(true);
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
