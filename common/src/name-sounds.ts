/**
 * How a name sounds, as one key for any script it is written in: "Kulkarni", "kulkarni" and
 * "कुलकर्णी" give the same key, so the admin's search finds a person however she or the caller
 * spells her (docs/decisions/0028-names-found-by-their-sound.md). Devanagari (Hindi and
 * Marathi) is written in Latin letters by a small table, then both are folded the same way:
 * letters that Indian names spell either way become one (sh and s, aspirates and plain,
 * w and v, x and ks, ee and i, ai and ay), every `a` but a first one goes (the inherent vowel of
 * Devanagari, which Latin spellings keep or drop: "Kulakarni", "Kulkarni"), and doubled letters
 * are one. A key, not a transliteration: it is never shown.
 */

/** Devanagari consonants, by their Latin sound (aspirated and plain alike: the fold joins them anyway). */
const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k',
  ख: 'k',
  ग: 'g',
  घ: 'g',
  ङ: 'n',
  च: 'c',
  छ: 'c',
  ज: 'j',
  झ: 'j',
  ञ: 'n',
  ट: 't',
  ठ: 't',
  ड: 'd',
  ढ: 'd',
  ण: 'n',
  त: 't',
  थ: 't',
  द: 'd',
  ध: 'd',
  न: 'n',
  प: 'p',
  फ: 'f',
  ब: 'b',
  भ: 'b',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 's',
  ष: 's',
  स: 's',
  ह: 'h',
};
/** With a nukta (़), these sound otherwise: ड़ and ढ़ are r, फ़ f, ज़ z (which the fold makes j). */
const WITH_NUKTA: Readonly<Record<string, string>> = { ड: 'r', ढ: 'r', फ: 'f', ज: 'z' };
/** Vowels, standing alone or as a sign after a consonant. */
const VOWELS: Readonly<Record<string, string>> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ॲ: 'a',
  ऍ: 'e',
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
  'ॅ': 'e',
};
const NUKTA = '\u093C';
const ANUSVARA = '\u0902';
const CANDRABINDU = '\u0901';
const VISARGA = '\u0903';

/** Devanagari in Latin letters, one sound per sign; anything else as it is. */
function latinOf(text: string): string {
  const chars = [...text.normalize('NFD')];
  let out = '';
  for (const [i, char] of chars.entries()) {
    const next = chars[i + 1];
    if (CONSONANTS[char]) out += next === NUKTA ? (WITH_NUKTA[char] ?? CONSONANTS[char]) : CONSONANTS[char];
    else if (VOWELS[char]) out += VOWELS[char];
    // Before ह, as in सिंह: "Singh".
    else if (char === ANUSVARA || char === CANDRABINDU) out += next === 'ह' ? 'ng' : 'n';
    else if (char === VISARGA) out += 'h';
    else if (char >= '\u0900' && char <= '\u097F')
      continue; // the virama, the nukta, digits and marks
    else out += char;
  }
  return out;
}

/** Latin spellings that Indian names use for one sound, longest first. */
const FOLDS: readonly [RegExp, string][] = [
  [/chh|ch|c/g, 'c'],
  [/sh/g, 's'],
  [/kh|q/g, 'k'],
  [/gh/g, 'g'],
  [/jh|z/g, 'j'],
  [/th/g, 't'],
  [/dh/g, 'd'],
  [/ph/g, 'f'],
  [/bh/g, 'b'],
  [/w/g, 'v'],
  [/x/g, 'ks'],
  [/vh/g, 'v'],
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  [/ai/g, 'ay'],
  [/ei/g, 'e'],
];

/** The sound key of one word: Latin letters only, folded; '' when it has none. */
export function soundOf(word: string): string {
  let key = latinOf(word.toLowerCase())
    .normalize('NFKD')
    .replace(/[^a-z]/g, '');
  for (const [spelling, sound] of FOLDS) key = key.replace(spelling, sound);
  return key.replace(/(?!^)a/g, '').replace(/(.)\1+/g, '$1');
}

/** The sound keys of a name's words, in order, without empty ones. */
export const soundsOf = (name: string): string[] => name.split(/\s+/).map(soundOf).filter(Boolean);
