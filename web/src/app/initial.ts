/** The avatar's letter: the first a person would write of their name ('क्षमा' -> 'क्ष'), else of their e-mail. */
export function initialOf(name: string, email: string): string {
  const source = name.trim() || email.trim();
  const [first] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(source);
  return (first?.segment ?? '').toUpperCase();
}
