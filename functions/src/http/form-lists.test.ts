import { describe, expect, it } from 'vitest';
import { formList } from './form-lists.ts';

describe('formList', () => {
  it.each([
    ['repeated fields', { languages: ['English', 'Hindi'] }],
    ['repeated fields named with []', { 'languages[]': ['English', 'Hindi'] }],
    ['a JSON array', { languages: ['["English","Hindi"]'] }],
    ['a comma list with spaces', { languages: [' English , Hindi '] }],
    ['a mix, with blank entries', { languages: ['English,', ' '], 'languages[]': ['["Hindi", ""]'] }],
  ])('reads %s', (_case, lists) => {
    expect(formList(lists, 'languages')).toEqual(['English', 'Hindi']);
  });

  it('answers an empty list for a missing or empty field', () => {
    expect(formList({}, 'languages')).toEqual([]);
    expect(formList({ languages: [''] }, 'languages')).toEqual([]);
    expect(formList({ languages: ['[]'] }, 'languages')).toEqual([]);
  });

  it('reads text that only looks like JSON as a comma list', () => {
    expect(formList({ languages: ['[English, Hindi'] }, 'languages')).toEqual(['[English', 'Hindi']);
  });
});
