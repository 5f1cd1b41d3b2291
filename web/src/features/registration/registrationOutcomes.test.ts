/** The registration area's English outcomes are the screen's and the server's words, letter for letter. */
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { SCREEN_MESSAGES } from '../../content/screenMessages';
import { EN } from '../../testing/english';
import { REGISTRATION_ANSWERS } from './registrationOutcomes';

describe('the registration outcomes in English', () => {
  it('say what the screen said before the messages were translated', () => {
    expect(EN['registration.completeApplication']).toBe(SCREEN_MESSAGES.completeApplication);
    expect(EN['registration.alreadyRegistered']).toBe(SCREEN_MESSAGES.alreadyRegistered);
    expect(EN['registration.inviteFilling']).toBe(SCREEN_MESSAGES.inviteFilling);
    expect(EN['registration.inviteFilled']).toBe(SCREEN_MESSAGES.inviteFilled);
  });

  it("say each answer in the server's own words", () => {
    for (const [code, key] of Object.entries(REGISTRATION_ANSWERS)) {
      expect({ code, message: EN[key] }).toEqual({ code, message: SERVER_MESSAGES[code as keyof typeof REGISTRATION_ANSWERS] });
    }
  });
});
