/**
 * What people read on screen for the outcomes of spec section 8 (misspellings fixed): web copy,
 * so it lives here and not in common (the server never sends it).
 */
export const SCREEN_MESSAGES = {
  completeApplication: 'Please complete application form to register',
  alreadyRegistered: 'Email already registered, you can login',
  inviteFilling: 'Filling in your name, phone and e-mail from your application…',
  inviteFilled: 'We have filled in your name, phone and e-mail from your application. Please check them and fill in the rest.',
} as const;
