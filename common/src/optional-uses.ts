/**
 * The uses of a member's data they may withdraw consent for, and give it again, on /profile
 * (docs/privacy.md, Consent). The person's document keeps what is withdrawn now (`withdrawn`:
 * each use with its time) and a log of each change with its time and language
 * (`consentChanges`, the newest CONSENT_CHANGES_MAX). Absent: given, as at registration.
 */
import type { Lang } from './i18n.ts';

/** `notices`: the optional mails about visits; `matching`: being offered to the other side. */
export const OPTIONAL_USES = ['notices', 'matching'] as const;
export type OptionalUse = (typeof OPTIONAL_USES)[number];

/** The uses withdrawn now, each with when (ms, the api's clock). */
export type Withdrawn = Partial<Record<OptionalUse, number>>;

/** One withdrawal (`given: false`) or giving again, in the language the page was shown in. */
export interface ConsentChange {
  use: OptionalUse;
  given: boolean;
  at: number;
  lang: Lang;
}

/** The log keeps this many changes, the newest: enough for years of a person's mind changing. */
export const CONSENT_CHANGES_MAX = 100;

/** Whether the person whose document says `withdrawn` has withdrawn consent to `use`. */
export const hasWithdrawn = (withdrawn: Withdrawn | undefined, use: OptionalUse): boolean => withdrawn?.[use] !== undefined;
