/**
 * The two forms anyone may send without signing in (FORM_RATE_LIMITS): a flood from one address
 * is refused past its limit, a flood from many past the global one, each with a 429 that says
 * when to try again; and the confirmation to an address nobody has proven carries nothing the
 * sender wrote.
 */
import { describe, expect, it } from 'vitest';
import { FORM_RATE_LIMITS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { fillLimit, inOneWindow } from '@gh/testkit/limits';
import { addressOf, apiUrl, fetchFrom, mailbox, newClientAddress, uniqueId } from '@gh/testkit/stack';
import { EVERYONE } from '../src/services/rate-limit.ts';
import { applicationFields, applyFrom, storedApplication } from '@gh/testkit/applicant';

async function contactFrom(from: Record<string, string>) {
  const form = new FormData();
  const name = uniqueId('Kamala');
  for (const [key, value] of Object.entries({ name, email: `${name.toLowerCase()}@example.com`, message: 'Thank you.' }))
    form.append(key, value);
  const response = await fetchFrom(`${apiUrl}/sendemail`, { method: 'POST', body: form, headers: from });
  return {
    status: response.status,
    retryAfter: Number(response.headers.get('retry-after')),
    json: (await response.json()) as { message: string },
  };
}

const refusedForNow = { status: 429, json: { message: SERVER_MESSAGES.tooManyRequests } };

describe('POST /sendemail limits', () => {
  it(`takes ${FORM_RATE_LIMITS.contactPerAddress} messages an hour from one address, then 429 with Retry-After`, {
    timeout: 120_000,
  }, async () => {
    await inOneWindow('contactAddress', 60_000);
    const from = newClientAddress();
    for (let i = 0; i < FORM_RATE_LIMITS.contactPerAddress; i++) expect((await contactFrom(from)).status).toBe(200);
    const refused = await contactFrom(from);
    expect(refused).toMatchObject(refusedForNow);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(FORM_RATE_LIMITS.windowMs / 1000);
    expect((await contactFrom(newClientAddress())).status).toBe(200);
  });

  it('refuses everyone past the global limit, and takes messages again once it is lifted', async () => {
    const full = await fillLimit('contactGlobal', EVERYONE);
    try {
      expect(await contactFrom(newClientAddress())).toMatchObject(refusedForNow);
    } finally {
      await full.release();
    }
    expect((await contactFrom(newClientAddress())).status).toBe(200);
  });
});

describe('POST /volunteer/volunteer/application limits', () => {
  it(`takes ${FORM_RATE_LIMITS.applicationsPerAddress} applications an hour from one address, then 429 storing nothing`, {
    timeout: 120_000,
  }, async () => {
    await inOneWindow('applicationAddress', 60_000);
    const from = newClientAddress();
    for (let i = 0; i < FORM_RATE_LIMITS.applicationsPerAddress; i++) expect((await applyFrom(from, applicationFields())).status).toBe(200);
    const fields = applicationFields();
    expect(await applyFrom(from, fields)).toMatchObject(refusedForNow);
    expect(await storedApplication(fields.email!)).toBeUndefined();
    expect((await applyFrom(newClientAddress(), applicationFields())).status).toBe(200);
  });

  it('refuses everyone past the global limit', async () => {
    const full = await fillLimit('applicationGlobal', EVERYONE);
    const fields = applicationFields();
    try {
      expect(await applyFrom(newClientAddress(), fields)).toMatchObject(refusedForNow);
    } finally {
      await full.release();
    }
    expect(await storedApplication(fields.email!)).toBeUndefined();
  });
});

describe('twenty sends together', () => {
  it('never let more through than the limit has room for', async () => {
    const from = newClientAddress();
    const full = await fillLimit('contactAddress', addressOf(from)!, 3);
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => contactFrom(from)));
      const sent = answers.filter((answer) => answer.status === 200).length;
      // Each send counts itself before it reads the count (store/rate-limits.ts): a race can only
      // refuse a send that had room, never take one that had none.
      expect(sent).toBeLessThanOrEqual(3);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20 - sent);
    } finally {
      await full.release();
    }
  });
});

describe('the confirmation of an application', () => {
  it("carries none of the sender's words to the address nobody has proven yet", async () => {
    // The name passes as a name (a web address would be refused: names.test.ts) and is still his words.
    const fields: Record<string, string> = {
      ...applicationFields(),
      fullName: 'Officer phishwala',
      motivation: 'Your bank account is locked: call +1 555 0100',
    };
    expect((await applyFrom(newClientAddress(), fields)).status).toBe(200);
    const mail = await mailbox.waitFor(fields.email!, /received/);
    const text = `${mail.subject}\n${mail.text ?? ''}`;
    expect(text).not.toMatch(/phish|bank|555/);
    expect(text).toContain('Thank you for applying');
  });
});
