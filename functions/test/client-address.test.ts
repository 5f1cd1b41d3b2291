/**
 * The per-address limits key on the address a trusted proxy (here the web server, playing
 * Hosting) saw the connection come from, never on an X-Forwarded-For entry the caller wrote,
 * whether the request comes through Hosting or straight to the function's own URL.
 * Wrong admin keys are the cheapest limit to reach (ADMIN_KEY_RATE_LIMITS), so they probe it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_KEY_RATE_LIMITS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { addressOf, api, functionApiUrl, newClientAddress } from '@gh/testkit/stack';
import { inOneWindow } from '@gh/testkit/limits';

const wrongKey = (from: Record<string, string>, forwardedFor: string, base?: string) =>
  api('POST', '/admin', { adminkey: 'not-the-key' }, { ...from, 'x-forwarded-for': forwardedFor }, base);

// Each test fills an address's count: all its requests must land in one window of the clock.
beforeEach(() => inOneWindow('adminKey', 20_000));

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

  it("is not someone else's address named in the header: a stranger cannot lock them out", async () => {
    const stranger = newClientAddress();
    const victim = newClientAddress();
    for (let i = 0; i <= ADMIN_KEY_RATE_LIMITS.perAddress; i++) await wrongKey(stranger, addressOf(victim)!);
    expect((await wrongKey(stranger, addressOf(victim)!)).status).toBe(429);
    // The victim's own first wrong key is only wrong, not limited.
    expect(await api('POST', '/admin', { adminkey: 'typo' }, victim)).toMatchObject({
      status: 401,
      json: { message: SERVER_MESSAGES.invalidAdminKey },
    });
  });
});

describe("the client address at the function's own URL, not through Hosting", () => {
  it('is not escaped by made-up X-Forwarded-For entries', async () => {
    const from = newClientAddress();
    for (let i = 0; i < ADMIN_KEY_RATE_LIMITS.perAddress; i++) {
      expect((await wrongKey(from, randomAddress(), functionApiUrl)).status).toBe(401);
    }
    expect((await wrongKey(from, randomAddress(), functionApiUrl)).status).toBe(429);
  });

  it('never charges the address a stranger names: the victim, through Hosting, is only told the key is wrong', async () => {
    const stranger = newClientAddress();
    const victim = newClientAddress();
    // As Hosting would write it for the victim: her address, then the web server's.
    const forged = `${addressOf(victim)!}, 127.0.0.1`;
    for (let i = 0; i <= ADMIN_KEY_RATE_LIMITS.perAddress; i++) await wrongKey(stranger, forged, functionApiUrl);
    expect((await wrongKey(stranger, forged, functionApiUrl)).status).toBe(429);
    expect(await api('POST', '/admin', { adminkey: 'typo' }, victim)).toMatchObject({
      status: 401,
      json: { message: SERVER_MESSAGES.invalidAdminKey },
    });
  });
});
