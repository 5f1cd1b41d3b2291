/** The contact form finds a message for each of the server's words it may show, saying the same in English. */
import { describe, expect, it } from 'vitest';
import { translator } from '@gh/common/translate';
import { messages } from '../../i18n/messages/en/contact';
import { attachmentValues, CONTACT_WORDS } from './contactContent';
import { contactErrors } from './contactForm';

describe('CONTACT_WORDS', () => {
  it("holds each English message as the server's very words", () => {
    const t = translator('en', messages);
    for (const [text, key] of CONTACT_WORDS) expect(t(key as keyof typeof messages, attachmentValues('en'))).toBe(text);
  });

  it("knows every check of the form's schema", () => {
    const bad = [
      { name: '', email: '', message: '' },
      { name: 'x'.repeat(201), email: `${'x'.repeat(300)}@example.com`, message: 'x'.repeat(5001) },
      { name: 'a\nb', email: 'not an address', message: 'a\u0000b' },
    ];
    const shown = bad.flatMap((values) => Object.values(contactErrors(values)));
    expect(shown.length).toBeGreaterThan(6);
    expect(shown.filter((text) => !CONTACT_WORDS.has(text))).toEqual([]);
  });
});
