/**
 * The dashboard a verified sign-in code answers beside the session (common/dashboard-copy.ts),
 * over HTTP on the local stack: the person's own documents as their dashboard's listeners first
 * answer them, and nothing before the code is proven.
 */
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@gh/common/constants';
import { VISITS_PAGE, type ListedVisit } from '@gh/common/dashboard-copy';
import { adminCall } from '@gh/testkit/applicant';
import { codeFromMail, signIn } from '@gh/testkit/identity';
import { askMatches, readMember, requestedPair, storedMatches } from '@gh/testkit/members';
import { api, newClientAddress } from '@gh/testkit/stack';
import { dateInIndia, moveVisitTo } from '@gh/testkit/visits';

const ids = (visits: ListedVisit[] | undefined) => visits?.map((visit) => visit.id);

describe('the dashboard a sign-in answers', () => {
  it("holds each side's own document, matches and visits, split at today in India, each list one beyond its page", async () => {
    const pair = await requestedPair();
    expect((await askMatches('senior', pair.senior.email, pair.senior.token)).status).toBe(200);
    const weeks = VISITS_PAGE.near + 1 + 2;
    const assigned = await adminCall('POST', '/volunteer/assignTask', {
      vemail: pair.volunteer.email,
      semail: pair.senior.email,
      city: pair.city,
      task: 'Tea and the newspaper',
      // The day after tomorrow: a visit tomorrow gets the evening's reminder mail, which the
      // sign-ins below would read in place of their code.
      date: dateInIndia(Date.now() + 2 * DAY_MS),
      startTime: '10:00',
      endTime: '11:30',
      repeatWeeks: weeks,
    });
    expect(assigned.status, assigned.text).toBe(200);
    const visits = assigned.json?.visits as string[];
    // The last two of the series made past: the earlier list, latest first.
    const [lastWeek, weeksAgo] = visits.slice(-2);
    await moveVisitTo(lastWeek!, dateInIndia(Date.now() - 8 * DAY_MS));
    await moveVisitTo(weeksAgo!, dateInIndia(Date.now() - 15 * DAY_MS));

    for (const side of ['senior', 'volunteer'] as const) {
      const { email } = pair[side];
      const { seen } = (await signIn(side, email)).session;
      expect(seen?.member).toEqual(await readMember(side, email));
      expect(seen?.matches).toEqual((await storedMatches(email)) ?? null);
      expect(ids(seen?.['visits:near'])).toEqual(visits.slice(0, VISITS_PAGE.near + 1));
      expect(ids(seen?.['visits:earlier'])).toEqual([lastWeek, weeksAgo]);
      expect(seen?.['visits:near'][0]).toMatchObject({
        senior: pair.senior.email,
        volunteer: pair.volunteer.email,
        task: 'Tea and the newspaper',
      });
    }
    // The senior's matches were asked for, so her copy held a stored document.
    expect(await storedMatches(pair.senior.email)).toBeDefined();
  });

  it('answers nothing of the person for a wrong code', async () => {
    const { senior } = await requestedPair();
    const headers = newClientAddress();
    expect((await api('POST', '/login/senior', { email: senior.email }, headers)).status).toBe(200);
    const code = await codeFromMail(senior.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await api('POST', '/login/otp-verify/senior', { email: senior.email, loginotp: wrong }, headers);
    expect(refused.status).toBe(400);
    expect(refused.text).not.toContain(senior.email);
    expect(refused.text).not.toContain(senior.doc.phone);
  });
});
