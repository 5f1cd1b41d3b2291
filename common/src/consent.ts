/**
 * The privacy notice a person agrees to where they register or apply, and the record of that
 * agreement (docs/privacy.md, Consent). The web shows the notice of NOTICE_VERSION; the api
 * refuses a registration or application without agreement to it and records the agreement.
 * Raise NOTICE_VERSION when the notice changes what it says we keep, why, for how long or who
 * sees it: each member is then asked again before their dashboard.
 */
import type { Lang } from './i18n.ts';

export const NOTICE_VERSION = 1;

/** What agreeing to the notice covers: the uses it names, recorded with each agreement. */
export const NOTICE_PURPOSES = ['account', 'matching', 'visits', 'safety', 'mail'] as const;
export type NoticePurpose = (typeof NOTICE_PURPOSES)[number];

/**
 * Where the agreement was given: a registration form, the application form, asked again,
 * joining the staff, or joining a senior's family circle.
 */
export type ConsentWay = 'registration' | 'application' | 'again' | 'staff' | 'circle';

export interface ConsentRecord {
  version: number;
  /** The language the notice was shown in. */
  lang: Lang;
  /** When the api received the agreement (ms, the server's clock). */
  at: number;
  agreed: NoticePurpose[];
  via: ConsentWay;
}

/** A member's agreements, one per notice version (`v1`, `v2`...): a new version adds one, none is overwritten. */
export type Consents = Partial<Record<string, ConsentRecord>>;

export const consentKey = (version: number) => `v${version}`;

export function consentRecord(
  version: number,
  lang: Lang,
  at: number,
  via: ConsentWay,
  agreed: readonly NoticePurpose[] = NOTICE_PURPOSES,
): ConsentRecord {
  return { version, lang, at, agreed: [...agreed], via };
}

/** A member's consents holding `record` alone: what a registration stores. */
export const firstConsents = (record: ConsentRecord): Consents => ({ [consentKey(record.version)]: record });

/** The latest notice version `consents` hold an agreement to, 0 when none. */
export const latestConsentVersion = (consents: Consents | undefined): number =>
  Math.max(0, ...Object.values(consents ?? {}).map((record) => record?.version ?? 0));

/** Whether `consents` hold an agreement to the `current` notice: without one the member is asked again. */
export function hasCurrentConsent(consents: Consents | undefined, current = NOTICE_VERSION): boolean {
  return latestConsentVersion(consents) >= current;
}

export const CONSENT_MISSING = 'Please read the privacy notice and tick that you agree';
export const CONSENT_OUTDATED = 'The privacy notice has changed: please read it again and tick that you agree';

/**
 * What is wrong with a form's `consentVersion` (a number, or its digits in a multipart form):
 * null when it is the `current` notice's. An older version means the page showed an old notice.
 */
export function consentProblem(value: unknown, current = NOTICE_VERSION): string | null {
  const version = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;
  if (version === current) return null;
  return Number.isInteger(version) && (version as number) > 0 && (version as number) < current ? CONSENT_OUTDATED : CONSENT_MISSING;
}
