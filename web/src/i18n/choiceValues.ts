/**
 * The stored option values a page shows by their labels: here apart from choices.ts,
 * without React, so the `choices` messages can be typed by them wherever the catalogs are read
 * (the browser tests too).
 */
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
