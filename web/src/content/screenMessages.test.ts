import { describe, expect, it } from 'vitest';
import { messages as admin } from '../i18n/messages/en/admin';
import { messages as dashboard } from '../i18n/messages/en/dashboard';
import { messages as member } from '../i18n/messages/en/member';
import { messages as signin } from '../i18n/messages/en/signin';
import { messages as apply } from '../i18n/messages/en/apply';
import { SCREEN_MESSAGES } from './screenMessages';

/** The spec's words on screen: these, and those now messages: the dashboard's empty cards, sign-in's and /apply's outcomes, the admin's decisions. */
const SPEC_TEXTS: Readonly<Record<string, string>> = {
  ...SCREEN_MESSAGES,
  volunteerApproved: admin['admin.volunteerApproved'],
  volunteerRejected: admin['admin.volunteerRejected'],
  noUpcomingVisits: dashboard['dashboard.noUpcomingVisits'],
  noNotifications: member['member.noNotifications'],
  noMatches: dashboard['dashboard.noMatches'],
  notVolunteer: signin['signin.notVolunteer'],
  notSenior: signin['signin.notSenior'],
  applyOnce: apply['apply.applyOnce'],
  alreadyAccepted: apply['apply.alreadyAccepted'],
  applicationReceived: apply['apply.received'],
};

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
    expect(SPEC_TEXTS[key]).toBe(text);
  });

  it('says the application was received and the admin will review it', () => {
    expect(SPEC_TEXTS.applicationReceived).toMatch(/submitted/i);
    expect(SPEC_TEXTS.applicationReceived).toMatch(/admin will review/i);
  });

  it.each(['registered', 'already', 'upcoming', 'received'])('spells %j correctly somewhere', (word) => {
    expect(Object.values(SPEC_TEXTS).some((text) => text.toLowerCase().includes(word))).toBe(true);
  });

  it.each(['registerd', 'arleady', 'upcomming', 'recieved'])('never contains the misspelling %j', (typo) => {
    for (const text of Object.values(SPEC_TEXTS)) expect(text.toLowerCase()).not.toContain(typo);
  });
});
