import { describe, expect, it } from 'vitest';
import {
  CONSENT_MISSING,
  CONSENT_OUTDATED,
  NOTICE_PURPOSES,
  NOTICE_VERSION,
  consentKey,
  consentProblem,
  consentRecord,
  firstConsents,
  hasCurrentConsent,
} from './consent.ts';
import { applicationSchema, consentAgainSchema } from './schemas.ts';

describe('consentProblem', () => {
  it('takes the current version, as a number or its digits (a multipart form)', () => {
    expect(consentProblem(NOTICE_VERSION)).toBeNull();
    expect(consentProblem(String(NOTICE_VERSION))).toBeNull();
    expect(consentProblem(3, 3)).toBeNull();
    expect(consentProblem('3', 3)).toBeNull();
  });

  it('says the notice changed for an older version', () => {
    expect(consentProblem(2, 3)).toBe(CONSENT_OUTDATED);
    expect(consentProblem('1', 3)).toBe(CONSENT_OUTDATED);
  });

  it.each([undefined, null, '', false, true, 'yes', 'on', 0, -1, 1.5, 4, '4', ' 3', '3 ', '03x', [3], { version: 3 }, Number.NaN, 1e300])(
    'asks for agreement when the form says %j',
    (value) => expect(consentProblem(value, 3)).toBe(CONSENT_MISSING),
  );
});

describe('hasCurrentConsent', () => {
  const agreed = (version: number) => firstConsents(consentRecord(version, 'mr', 1, 'registration'));

  it('holds with an agreement to the current version, or a later one', () => {
    expect(hasCurrentConsent(agreed(2), 2)).toBe(true);
    expect(hasCurrentConsent({ ...agreed(1), ...agreed(2) }, 2)).toBe(true);
    expect(hasCurrentConsent(agreed(3), 2)).toBe(true);
  });

  it('asks again with only older agreements, none, or no record at all', () => {
    expect(hasCurrentConsent(agreed(1), 2)).toBe(false);
    expect(hasCurrentConsent({}, 2)).toBe(false);
    expect(hasCurrentConsent(undefined)).toBe(false);
  });
});

describe('consentRecord', () => {
  it('keeps the version, language, time, what was agreed and where, keyed by version', () => {
    const record = consentRecord(NOTICE_VERSION, 'hi', 1234, 'again');
    expect(record).toEqual({ version: NOTICE_VERSION, lang: 'hi', at: 1234, agreed: [...NOTICE_PURPOSES], via: 'again' });
    expect(firstConsents(record)).toEqual({ [`v${NOTICE_VERSION}`]: record });
    expect(consentKey(12)).toBe('v12');
  });
});

describe('the schemas', () => {
  it("turn a form's agreement into the current version", () => {
    expect(consentAgainSchema.parse({ consentVersion: String(NOTICE_VERSION) })).toEqual({ consentVersion: NOTICE_VERSION, lang: 'en' });
    expect(consentAgainSchema.parse({ consentVersion: NOTICE_VERSION, lang: 'mr' }).lang).toBe('mr');
  });

  it('refuse a form without agreement, on its own field', () => {
    const refused = applicationSchema.safeParse({});
    expect(refused.error?.issues.find((issue) => issue.path[0] === 'consentVersion')?.message).toBe(CONSENT_MISSING);
    expect(consentAgainSchema.safeParse({ consentVersion: NOTICE_VERSION, more: 1 }).success).toBe(false);
  });
});
