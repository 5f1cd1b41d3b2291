/**
 * The stored option values' labels (i18n/choices.ts): every value of every list of
 * common/src/options.ts has one in every language, English's the value itself, Hindi's and
 * Marathi's in Devanagari; a value in none of the lists shows as stored.
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '@gh/common/i18n';
import * as OPTIONS from '@gh/common/options';
import { tIn } from '../testing/inLanguage';
import { choiceLabel } from './choices';
import { CHOICES } from './choiceValues';

/** Every list options.ts exports, by its name. */
const LISTS: [string, readonly string[]][] = Object.entries(OPTIONS).filter(([, list]) => Array.isArray(list));

describe('choiceLabel', () => {
  it('knows every value of every list options.ts exports', () => {
    expect(LISTS.map(([name]) => name).sort()).toEqual([
      'APPLICATION_LANGUAGES',
      'AVAILABILITY_SLOTS',
      'INDIAN_STATES',
      'SENIOR_INTERESTS',
      'SENIOR_SERVICES',
      'VOLUNTEER_SKILLS',
    ]);
    for (const [, values] of LISTS) expect(CHOICES).toEqual(expect.arrayContaining([...values]));
  });

  it.each(LANGS)('labels every value of every list in %s', (lang) => {
    const t = tIn(lang);
    for (const [list, values] of LISTS) {
      for (const value of values) {
        const label = choiceLabel(t, value);
        if (lang === 'en') expect({ list, value, label }).toEqual({ list, value, label: value });
        else expect({ list, value, label }).toEqual({ list, value, label: expect.stringMatching(/^[^A-Za-z]+$/) });
      }
    }
  });

  it('maps a value to its label, one label for a value in two lists', () => {
    const hi = tIn('hi');
    const mr = tIn('mr');
    expect(choiceLabel(hi, 'Gardening')).toBe('बाग़बानी');
    expect(choiceLabel(hi, 'Reading')).toBe('पढ़ना'); // a skill and an interest
    expect(choiceLabel(hi, 'Morning (9AM-12PM)')).toBe('सुबह (9 से 12 बजे तक)');
    expect(choiceLabel(mr, 'Maharashtra')).toBe('महाराष्ट्र');
    expect(choiceLabel(mr, 'Hindi')).toBe('हिंदी');
    expect(choiceLabel(mr, 'Meal Companionship')).toBe('जेवताना सोबत');
  });

  it('shows a value in none of the lists as stored: older data, typed text', () => {
    for (const lang of LANGS) {
      expect(choiceLabel(tIn(lang), 'Bombay State')).toBe('Bombay State');
      expect(choiceLabel(tIn(lang), 'reading')).toBe('reading');
      expect(choiceLabel(tIn(lang), '')).toBe('');
    }
  });
});
