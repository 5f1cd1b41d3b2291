import { describe, expect, it } from 'vitest';
import { seniorProfileSchema, volunteerProfileSchema } from '@gh/common/schemas';
import { translator } from '@gh/common/translate';
import type { MessageKey } from '../i18n/areas';
import { messages as hindi } from '../i18n/messages/hi/fields';
import { EN, enT } from '../testing/english';
import { fieldErrorText } from './fieldErrorText';

const hiT = translator('hi', hindi as Record<MessageKey, string>);
const everywhere = () => true;
/** Every message the profile schemas give for a blank form and for wrong values. */
function schemaMessages(): string[] {
  const blank = { name: '', address: '', city: '', state: '', zipcode: '', ename: '', ephone: '', erelation: '', email: 'x' };
  const wrong = { ...blank, name: 'a\nb', city: 'x'.repeat(101), specialneeds: 'a\u0007', phone: 'a\nb' };
  return [volunteerProfileSchema, seniorProfileSchema].flatMap((schema) =>
    [blank, wrong].flatMap((values) => {
      const result = schema.safeParse(values);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    }),
  );
}

describe('a schema message in the page language', () => {
  it('is, in English, the schema message letter for letter', () => {
    const messages = schemaMessages();
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages) expect(fieldErrorText(enT, everywhere, message)).toBe(message);
  });

  it('is Hindi where the page has the area, and stays as written where it has not', () => {
    for (const message of schemaMessages()) expect(fieldErrorText(hiT, everywhere, message)).not.toMatch(/[A-Za-z]/);
    expect(fieldErrorText(hiT, everywhere, 'PIN code is required')).toBe('पिन कोड भरना ज़रूरी है');
    expect(fieldErrorText(hiT, () => false, 'PIN code is required')).toBe('PIN code is required');
    expect(fieldErrorText(hiT, everywhere, 'Something else')).toBe('Something else');
    expect(EN['fields.pinCode']).toBe('PIN code must be 6 digits, e.g. 411001');
  });
});
