/**
 * The stored option values a page shows by their labels, and the label of each: here apart from
 * choices.ts, without React, so the `choices` messages can be typed by them wherever the
 * catalogs are read (the browser tests too), and the dashboard's first paint can say them.
 */
import type { Translate } from '@gh/common/translate';
import type { MessageKey } from './areas';
import {
  APPLICATION_LANGUAGES,
  AVAILABILITY_SLOTS,
  INDIAN_STATES,
  SENIOR_INTERESTS,
  SENIOR_SERVICES,
  VOLUNTEER_SKILLS,
} from '@gh/common/options';

/** Every list's values; one in two lists (Reading, a skill and an interest) has one label. */
export const CHOICES = [
  ...VOLUNTEER_SKILLS,
  ...SENIOR_INTERESTS,
  ...SENIOR_SERVICES,
  ...AVAILABILITY_SLOTS,
  ...APPLICATION_LANGUAGES,
  ...INDIAN_STATES,
] as const;
export type Choice = (typeof CHOICES)[number];

const KNOWN: ReadonlySet<string> = new Set(CHOICES);
const isChoice = (value: string): value is Choice => KNOWN.has(value);

/** A stored value as the page shows it: 'Gardening' is 'बाग़बानी' in Hindi; an unknown value as stored. */
export const choiceLabel = (t: Translate<MessageKey>, value: string): string => (isChoice(value) ? t(`choices.${value}`) : value);
