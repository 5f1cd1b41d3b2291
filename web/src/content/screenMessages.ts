/**
 * What people read on screen for the outcomes of spec section 8 (misspellings fixed): web copy,
 * so it lives here and not in common (the server never sends it).
 */
export const SCREEN_MESSAGES = {
  notVolunteer: 'You are not registered as Volunteer, Please do apply & register',
  notSenior: 'You are not registered as Senior, Please do registration first',
  completeApplication: 'Please complete application form to register',
  alreadyRegistered: 'Email already registered, you can login',
  registrationLinkSpent:
    'This registration link has already been used or has expired. If you finished registering, please sign in; otherwise fill in the form below for a new code.',
  inviteFilling: 'Filling in your name, phone and e-mail from your application…',
  inviteFilled: 'We have filled in your name, phone and e-mail from your application. Please check them and fill in the rest.',
  applicationReceived:
    'Your application is submitted. The admin will review it and grant you access to register.',
  applyOnce: 'You can submit application once',
  alreadyAccepted: 'Application already accepted, you can register now',
} as const;
