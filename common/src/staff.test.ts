import { describe, expect, it } from 'vitest';
import { districtInCities, inCities } from './staff';

const PUNE = 'maharashtra/pune';
const MUMBAI = 'maharashtra/mumbai';

describe('a coordinator’s cities', () => {
  it('hold a district that is one of them, and nothing of another district or of none', () => {
    expect(districtInCities(PUNE, [MUMBAI, PUNE])).toBe(true);
    expect(districtInCities(MUMBAI, [PUNE])).toBe(false);
    expect(districtInCities(null, [PUNE])).toBe(false);
    expect(districtInCities(undefined, [PUNE])).toBe(false);
    // An owner's empty list stands for every city in the routes, never here.
    expect(districtInCities(PUNE, [])).toBe(false);
  });

  it('hold a document by its place’s district, and none with no place', () => {
    expect(inCities({ districtKey: PUNE }, [PUNE])).toBe(true);
    expect(inCities({ districtKey: MUMBAI }, [PUNE])).toBe(false);
    expect(inCities(null, [PUNE])).toBe(false);
  });
});
