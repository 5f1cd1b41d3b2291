import { describe, expect, it } from 'vitest';
import firebaseJson from '../../firebase.json' with { type: 'json' };
import { REGION, functionsBaseUrl, ports } from '@gh/devstack/config';
import { FUNCTIONS_REGION } from './region.ts';

describe('the functions region', () => {
  it('is Mumbai', () => {
    expect(FUNCTIONS_REGION).toBe('asia-south1');
  });

  it('is the region of every Hosting rewrite to a function', () => {
    const toFunctions = firebaseJson.hosting.rewrites.filter((rewrite) => 'function' in rewrite);
    expect(toFunctions.length).toBeGreaterThan(0);
    for (const rewrite of toFunctions) expect(rewrite.function).toMatchObject({ region: FUNCTIONS_REGION });
  });

  it('is in the local stack’s emulator addresses', () => {
    expect(REGION).toBe(FUNCTIONS_REGION);
    expect(functionsBaseUrl(ports(6000))).toBe(`http://127.0.0.1:11001/demo-golden-hearts/asia-south1/api`);
  });
});
