/**
 * The per-address limits key on the address the trusted front end (here the web server, playing
 * Hosting) saw the connection come from, never on an X-Forwarded-For entry the caller wrote.
 * Wrong admin keys are the cheapest limit to reach (ADMIN_KEY_RATE_LIMITS), so they probe it.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_KEY_RATE_LIMITS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { addressOf, api, newClientAddress } from '@gh/testkit/stack';

const wrongKey = (from: Record<string, string>, forwardedFor: string) =>
  api('POST', '/admin', { adminkey: 'not-the-key' }, { ...from, 'x-forwarded-for': forwardedFor });

const randomAddress = () => `203.0.113.${Math.floor(Math.random() * 254) + 1}, 198.51.100.${Math.floor(Math.random() * 254) + 1}`;

describe('the client address of the per-address limits', () => {
  it('is not escaped by made-up X-Forwarded-For entries, new for every request', async () => {
    const from = newClientAddress();
    for (let i = 0; i < ADMIN_KEY_RATE_LIMITS.perAddress; i++) {
      expect((await wrongKey(from, randomAddress())).status).toBe(401);
    }
    const limited = await wrongKey(from, randomAddress());
    expect(limited).toMatchObject({ status: 429, json: { message: SERVER_MESSAGES.tooManyRequests } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('is not someone else\'s address named in the header: a stranger cannot lock them out', async () => {
    const stranger = newClientAddress();
    const victim = newClientAddress();
    for (let i = 0; i <= ADMIN_KEY_RATE_LIMITS.perAddress; i++) await wrongKey(stranger, addressOf(victim)!);
    expect((await wrongKey(stranger, addressOf(victim)!)).status).toBe(429);
    // The victim's own first wrong key is only wrong, not limited.
    expect(await api('POST', '/admin', { adminkey: 'typo' }, victim)).toMatchObject({ status: 401, json: { message: SERVER_MESSAGES.invalidAdminKey } });
  });
});
