import { describe, expect, it } from 'vitest';
import { isKnownDistrict, knownPins, placeForPin } from './pin-directory.ts';
import { INDIAN_STATES } from './options.ts';
import { MATCH_RADIUS_KM, districtKeyOf, distanceKm, geohashRanges, nearby, positionOf } from './places.ts';

describe('placeForPin', () => {
  it('reads a PIN code to its district, State and position', () => {
    expect(placeForPin('411001')).toMatchObject({ pin: '411001', district: 'Pune', state: 'Maharashtra', districtKey: 'maharashtra/pune' });
    expect(placeForPin(' 560001 ')?.districtKey).toBe('karnataka/bangalore');
    expect(positionOf(placeForPin('110001')!)).toEqual({ lat: expect.closeTo(28.63, 1), lng: expect.closeTo(77.22, 1) });
  });

  it('knows no PIN code that does not exist', () => {
    for (const pin of ['999999', '000000', '41100', '4110011', 'abcdef', '']) expect(placeForPin(pin)).toBeNull();
  });

  it('names every State as the forms do, Ladakh and the merged union territories included', () => {
    const states = new Set(knownPins().map((pin) => placeForPin(pin)!.state));
    expect([...states].every((state) => (INDIAN_STATES as readonly string[]).includes(state))).toBe(true);
    expect(placeForPin('194101')?.state).toBe('Ladakh');
    expect(placeForPin('396210')?.state).toBe('Dadra and Nagar Haveli and Daman and Diu');
  });

  it('has a position for nearly every PIN code, and a geohash beside each', () => {
    const pins = knownPins();
    const placed = pins.map((pin) => placeForPin(pin)!).filter((place) => place.lat !== null);
    expect(pins.length).toBeGreaterThan(19_000);
    expect(placed.length / pins.length).toBeGreaterThan(0.95);
    expect(placed.every((place) => place.geohash?.length === 10)).toBe(true);
  });
});

describe('nearby', () => {
  const pune = placeForPin('411001')!;

  it('meets within MATCH_RADIUS_KM, never past it', () => {
    expect(MATCH_RADIUS_KM).toBe(15);
    expect(nearby(pune, placeForPin('411018'))).toBe(true);
    expect(nearby(pune, placeForPin('411033'))).toBe(false);
    expect(nearby(pune, placeForPin('411033'), 20)).toBe(true);
  });

  it('compares districts where a position is missing, and never meets without a place', () => {
    expect(nearby(placeForPin('140402'), placeForPin('147006'))).toBe(true);
    expect(nearby(placeForPin('140402'), pune)).toBe(false);
    expect(nearby(null, pune)).toBe(false);
    expect(nearby(undefined, undefined)).toBe(false);
  });

  it('is the same either way round', () => {
    const pins = ['411001', '411018', '411033', '400001', '140402', '147006', '140401'].map((pin) => placeForPin(pin));
    for (const a of pins) for (const b of pins) expect(nearby(a, b)).toBe(nearby(b, a));
  });
});

describe('geohashRanges', () => {
  it('hold the geohash of every position within reach', () => {
    const pune = positionOf(placeForPin('411001')!)!;
    const ranges = geohashRanges(pune);
    expect(ranges.length).toBeLessThanOrEqual(9);
    for (const pin of knownPins().filter((pin) => pin.startsWith('41'))) {
      const place = placeForPin(pin)!;
      const at = positionOf(place);
      if (!at || distanceKm(pune, at) > MATCH_RADIUS_KM) continue;
      expect(ranges.some(([start, end]) => place.geohash! >= start && place.geohash! <= end)).toBe(true);
    }
  });
});

describe('districtKeyOf', () => {
  it('is lower case words joined by dashes, State first', () => {
    expect(districtKeyOf('Maharashtra', 'Raigarh(MH)')).toBe('maharashtra/raigarh-mh');
    expect(districtKeyOf('Jammu and Kashmir', ' Doda ')).toBe('jammu-and-kashmir/doda');
  });
});

describe('isKnownDistrict', () => {
  it('knows the districts PIN codes give, by their key, and nothing else', () => {
    expect(isKnownDistrict('maharashtra/pune')).toBe(true);
    expect(isKnownDistrict(placeForPin('400001')!.districtKey)).toBe(true);
    expect(isKnownDistrict('maharashtra/atlantis')).toBe(false);
    expect(isKnownDistrict('Maharashtra/Pune')).toBe(false);
    expect(isKnownDistrict('pune')).toBe(false);
  });
});
