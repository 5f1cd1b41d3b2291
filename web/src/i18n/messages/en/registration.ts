/**
 * /senior-registration's and /volunteer-registration's own words: the pages, their
 * forms' sections and labels, and what they say after a call. The fields /profile shares are the
 * person and fields areas'; the code step's are the signin area's. The outcomes' English is the
 * screen's and the server's words, letter for letter (registrationOutcomes.test.ts checks).
 */
export const messages = {
  'registration.seniorTitle': 'Senior Registration',
  'registration.seniorLead': 'Start your 30-day free trial today',
  'registration.seniorForm': 'Senior registration',
  'registration.startTrial': 'Start Free Trial',
  'registration.verify': 'Verify',
  'registration.terms': 'By registering, you agree to our {terms} and {privacy}',
  'registration.volunteerTitle': 'Volunteer Registration',
  'registration.volunteerLead': 'Once your application is accepted, register here with the same e-mail.',
  'registration.volunteerForm': 'Volunteer registration',
  'registration.register': 'Register',
  'registration.requiredNote': 'Fields marked * are required.',
  'registration.sending': 'Sending...',
  'registration.personalTitle': 'Personal Information',
  'registration.interestsTitle': 'Interests and Services',
  'registration.interests': 'Interests',
  'registration.services': 'Services',
  'registration.specialNeeds': 'Special needs (optional)',
  'registration.skillsTitle': 'Skills and Availability',
  'registration.experience': 'Experience (optional)',
  'registration.completeApplication': 'Please complete application form to register',
  'registration.toApplication': 'Go to the application form',
  'registration.alreadyRegistered': 'Email already registered, you can login',
  'registration.toSignIn': 'Go to Sign In',
  'registration.inviteFilling': 'Filling in your name, phone and e-mail from your application…',
  'registration.inviteFilled':
    'We have filled in your name, phone and e-mail from your application. Please check them and fill in the rest.',
  'registration.applicationPending': 'Your application is still being reviewed. You can register once the admin has accepted it.',
  'registration.applicationRejected':
    'Your application was not accepted, so you cannot register as a volunteer. Please contact us if you have questions.',
  'registration.inviteExpired':
    'This registration link has expired. Please fill in the form yourself, with the e-mail your application used.',
  'registration.emailProofNeeded':
    'To register as a volunteer, please use the code we e-mailed you, or open the link in the e-mail that says your application was accepted.',
  'registration.inviteInvalid':
    'This registration link is not valid. Please fill in the form yourself, with the e-mail your application used.',
  'registration.createAccount': 'Create my account',
  'registration.registeredTitle': 'You are already registered',
  'registration.registeredLead': 'Your registration with {email} is complete. Please sign in with this e-mail.',
  'registration.signIn': 'Sign In',
  'registration.registerAnother': 'Register someone else',
  'registration.waitTitle': 'Registration opens once your application is accepted',
  'registration.waitLead':
    'Volunteers register after the admin has accepted their application. Then we send you an e-mail with a link to this form, with your name, phone and e-mail already filled in. There is nothing to fill in until then.',
  'registration.waitNotApplied': 'Not applied yet? Please send your application first.',
  'registration.waitAcceptedNote':
    'Accepted, but cannot find the e-mail? You can fill in the form yourself, with the e-mail your application used.',
  'registration.waitFillIn': 'My application is accepted',
} as const;
