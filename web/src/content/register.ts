/**
 * /register (spec section 2): two paths to join, each with the spec's four bullets. Their words
 * are the register area's messages (`register.<path>.*`).
 */
import { PAGES } from '@gh/common/routes';

export const REGISTER_PATHS = [
  { id: 'senior', to: PAGES.seniorRegistration },
  { id: 'volunteer', to: PAGES.volunteerRegistration, noteTo: PAGES.apply },
] as const;

export const BULLETS = [1, 2, 3, 4] as const;
