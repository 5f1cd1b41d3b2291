/**
 * The daily ceiling on codes by SMS for the whole app (SMS costs money): once the day's count is
 * full, no number gets one, and the refusal offers the e-mail, the time to try again and the
 * support number. Fills a global counter, so it runs alone (SHARED_STATE).
 */
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { SUPPORT } from '@gh/common/support';
import { EVERYONE } from '../src/services/rate-limit.ts';
import { api, newClientAddress } from '@gh/testkit/stack';
import { fillLimit } from '@gh/testkit/limits';
import { addMember, newCity } from '@gh/testkit/members';
import { newMobile } from '@gh/testkit/phone';

describe('the daily ceiling on codes by SMS', () => {
  it('refuses every number once the day is full, and serves them again when it is not', async () => {
    const senior = await addMember('senior', { city: newCity(), phone: newMobile() });
    const ask = () => api('POST', '/login/phone/request', { phone: senior.doc.phone }, newClientAddress());
    const full = await fillLimit('smsDaily', EVERYONE);
    try {
      const refused = await ask();
      expect(refused).toMatchObject({ status: 429, json: { code: 'smsDailyLimit', message: SERVER_MESSAGES.smsDailyLimit } });
      expect(refused.json?.message).toContain(SUPPORT.phone);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    } finally {
      await full.release();
    }
    expect((await ask()).status).toBe(200);
  });
});
