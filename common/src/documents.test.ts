import { describe, expect, it } from 'vitest';
import { firstName } from './documents.ts';

describe('firstName', () => {
  it.each([
    ['Kamala Devi', 'Kamala'],
    ['  Aditi   Sharma ', 'Aditi'],
    ['Ramesh', 'Ramesh'],
    ['', ''],
  ])('%j is %j', (name, first) => {
    expect(firstName(name)).toBe(first);
  });
});
