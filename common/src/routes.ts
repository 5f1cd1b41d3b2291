/** The web app's routes (spec section 2). */
export const PAGES = {
  home: '/',
  about: '/about',
  services: '/services',
  contact: '/contact',
  login: '/login',
  register: '/register',
  volunteerRegistration: '/volunteer-registration',
  seniorRegistration: '/senior-registration',
  apply: '/apply',
  careers: '/careers',
  dashboard: '/dashboard',
  events: '/events',
  /** The Terms of Service and the Privacy Policy, which the registration note links to. */
  terms: '/terms',
  privacy: '/privacy',
  profile: '/profile',
  /** Everything kept about the signed-in person, read out (and downloaded) from /profile. */
  myData: '/profile/data',
  /** Where a person lands once they erased their account, signed out. */
  erased: '/account-erased',
  /** Where an invitation into a senior's family circle is accepted with its e-mailed code. */
  circle: '/circle',
  /** Where a member of a family circle signs in with an e-mailed code and sees what she shares with them. */
  family: '/family',
  admin: '/admin',
  adminProfile: '/admin/profile',
  /** System status: API health and a live-listener probe (not in the navigation). */
  status: '/status',
} as const;

/** The id of /profile's family circle part: her dashboard links to it (`/profile#family-circle`). */
export const PROFILE_CIRCLE_SECTION = 'family-circle';
