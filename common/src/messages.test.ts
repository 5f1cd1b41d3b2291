import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from './messages.ts';

describe('SERVER_MESSAGES: the API contract of spec section 8, typos included', () => {
  it.each([
    ['volunteerNotFound', 'volunteer does not exists with given email id'],
    ['seniorNotFound', 'senior does not exists with given email id'],
    ['applicationMissing', 'email not exists'],
    ['emailExists', 'email id already exists'],
    ['applicationSubmitted', 'Volunteer Application Form Submitted Successfully'],
    ['applicationAlreadySubmitted', 'application arleady submitted'],
    ['applicationAlreadyAccepted', 'application arleady accepted'],
  ] as const)('%s is exactly %j', (key, text) => {
    expect(SERVER_MESSAGES[key]).toBe(text);
  });

  it('keeps the contract strings distinct, so the web app can tell them apart', () => {
    // The wrong-role codes answer the spec's not-found message on purpose; the code tells them apart.
    const { registeredAsSenior, registeredAsVolunteer, ...rest } = SERVER_MESSAGES;
    const values = Object.values(rest);
    expect(new Set(values).size).toBe(values.length);
    expect([registeredAsSenior, registeredAsVolunteer]).toEqual([SERVER_MESSAGES.volunteerNotFound, SERVER_MESSAGES.seniorNotFound]);
  });
});
