import { describe, expect, it } from 'vitest';
import { soundOf, soundsOf } from './name-sounds.ts';

describe('soundOf', () => {
  it.each([
    ['Kulkarni', 'कुलकर्णी'],
    ['Sushila', 'सुशीला'],
    ['Joshi', 'जोशी'],
    ['Deshpande', 'देशपांडे'],
    ['Sharma', 'शर्मा'],
    ['Singh', 'सिंह'],
    ['Lakshmi', 'लक्ष्मी'],
    ['Laxmi', 'लक्ष्मी'],
    ['Krishna', 'कृष्ण'],
    ['Vijay', 'विजय'],
    ['Anand', 'आनंद'],
    ['Kamala', 'कमला'],
    ['Vaishali', 'वैशाली'],
    ['Bhatt', 'भट्ट'],
    ['Aggarwal', 'अग्रवाल'],
    ['Gaikwad', 'गायकवाड'],
    ['Chavan', 'चव्हाण'],
    ['Kale', 'काळे'],
    ['Farida', 'फ़रीदा'],
    ['Sheikh', 'शेख़'],
    ['Suneeta', 'सुनीता'],
  ])('gives %s and %s one key', (latin, devanagari) => {
    expect(soundOf(latin)).toBe(soundOf(devanagari));
  });

  it.each([
    ['Joshi', 'Kulkarni'],
    ['Patil', 'Patel'],
    ['Rao', 'Rai'],
    ['Anil', 'Sunil'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(soundOf(a)).not.toBe(soundOf(b));
  });

  it('keeps a first vowel, folds case and marks, and has no key for what has no letters', () => {
    expect(soundOf('Aditi')).toBe('aditi');
    expect(soundOf('ĀDITI')).toBe('aditi');
    expect(soundOf('1234 -')).toBe('');
    expect(soundsOf('  Sushila   Kulkarni ')).toEqual(['susil', 'kulkrni']);
  });
});
