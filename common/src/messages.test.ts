import { describe, expect, it } from 'vitest';
import { SCREEN_MESSAGES, SERVER_MESSAGES } from './messages.ts';

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
    // The wrong-role codes answer the spec's not-found message on purpose (issue 12); the code tells them apart.
    const { registeredAsSenior, registeredAsVolunteer, ...rest } = SERVER_MESSAGES;
    const values = Object.values(rest);
    expect(new Set(values).size).toBe(values.length);
    expect([registeredAsSenior, registeredAsVolunteer]).toEqual([SERVER_MESSAGES.volunteerNotFound, SERVER_MESSAGES.seniorNotFound]);
  });
});

describe('SCREEN_MESSAGES: what people read, spelled correctly', () => {
  it.each([
    ['notVolunteer', 'You are not registered as Volunteer, Please do apply & register'],
    ['notSenior', 'You are not registered as Senior, Please do registration first'],
    ['completeApplication', 'Please complete application form to register'],
    ['alreadyRegistered', 'Email already registered, you can login'],
    ['applyOnce', 'You can submit application once'],
    ['alreadyAccepted', 'Application already accepted, you can register now'],
    ['volunteerApproved', 'Volunteer approved!'],
    ['volunteerRejected', 'Volunteer rejected!'],
    ['noUpcomingVisits', 'No upcoming events'],
    ['noNotifications', 'No Notifications received'],
    ['noMatches', "No matches found yet. We'll notify you when we find someone!"],
  ] as const)('%s reads %j', (key, text) => {
    expect(SCREEN_MESSAGES[key]).toBe(text);
  });

  it('says the application was received and the admin will review it', () => {
    expect(SCREEN_MESSAGES.applicationReceived).toMatch(/submitted/i);
    expect(SCREEN_MESSAGES.applicationReceived).toMatch(/admin will review/i);
  });

  it.each(['registered', 'already', 'upcoming', 'received'])('spells %j correctly somewhere', (word) => {
    expect(Object.values(SCREEN_MESSAGES).some((text) => text.toLowerCase().includes(word))).toBe(true);
  });

  it.each(['registerd', 'arleady', 'upcomming', 'recieved'])('never contains the misspelling %j', (typo) => {
    for (const text of Object.values(SCREEN_MESSAGES)) expect(text.toLowerCase()).not.toContain(typo);
  });
});
