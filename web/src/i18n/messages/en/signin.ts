/**
 * /login and the code step the registration pages share: the form, the e-mailed
 * code, the one-tap link's landing, and the code calls' answers. The `signin.answer.*` are the
 * server's words letter for letter (spec section 8 keeps them: components/codeAnswers.ts shows
 * these instead, found by the answer's code; messages.test.ts checks they match).
 */
export const messages = {
  'signin.title': 'Sign In',
  'signin.lead': 'Enter your e-mail and we will send you a one-time code.',
  'signin.sessionEnded': 'Your session has ended. Please sign in again.',
  'signin.newHere': 'New to Golden Hearts?',
  'signin.signUp': 'Sign Up',
  'signin.form': 'Sign in',
  'signin.email': 'Email',
  'signin.emailInvalid': 'Please enter a valid email address',
  'signin.iAm': 'I am a',
  'signin.role': '{role, select, senior {Senior Citizen} other {Volunteer}}',
  'signin.registeredAs': 'You are registered as a {role, select, senior {Senior Citizen} other {Volunteer}}: sign in as one?',
  'signin.signInAs': 'Sign in as a {role, select, senior {Senior Citizen} other {Volunteer}}',
  'signin.requesting': 'Requesting...',
  'signin.request': 'Request Code',
  'signin.requestNeeds':
    '{missing, select, both {To get your code, type your e-mail address and choose who you are.} email {To get your code, type your whole e-mail address, like name@example.com.} other {To get your code, choose above whether you are a Senior Citizen or a Volunteer.}}',
  'signin.verifying': 'Verifying...',
  'signin.signingIn': 'Signing you in...',
  'signin.verify': 'Verify',
  'signin.newCode': 'Send a new code',
  'signin.otherEmail': 'Use a different email',
  'signin.linkSpent': 'This sign-in link has already been used or has expired. You can ask for a new code below.',
  'signin.notVolunteer': 'You are not registered as Volunteer, Please do apply & register',
  'signin.notSenior': 'You are not registered as Senior, Please do registration first',
  'signin.toCareers': 'Go to Careers',
  'signin.toSeniorRegistration': 'Go to Senior Registration',
  'signin.notFoundAs': 'We found no {role, select, senior {Senior Citizen} other {Volunteer}} registered as {email}.',
  'signin.notFoundCheck':
    'Please check the address: one wrong letter is enough for us not to find you. Correct it and ask for the code again.',
  'signin.correctEmail': 'Correct my e-mail address',
  'signin.code.label': 'One-time code',
  'signin.code.hint': 'The {digits}-digit code from your e-mail',
  'signin.code.digitsOnly': 'The code has only digits, 0 to 9. Please type just the {digits} digits.',
  'signin.code.tooShort':
    '{typed, plural, one {The code has {digits} digits and you typed only 1. Please type all {digits} digits.} other {The code has {digits} digits and you typed only #. Please type all {digits} digits.}}',
  'signin.code.title': 'Enter your code',
  'signin.code.sentTo': 'We sent a one-time code to {email}. It is valid for {minutes} minutes.',
  'signin.code.bySmsTitle': 'Or get the code by SMS',
  'signin.code.smsLabel': 'Code from the SMS',
  'signin.code.verifyBySms': '{verify} with the SMS code',
  'signin.code.bySmsLead': 'No e-mail at hand? We can send the code by SMS to your mobile, {phone}, instead.',
  'signin.code.sending': 'Sending...',
  'signin.code.changeDetails': 'Change my details',
  'signin.code.registrationLinkSpent':
    'This registration link has already been used or has expired. If you finished registering, please sign in; otherwise fill in the form below for a new code.',
  'signin.answer.codeSent': 'A one-time code has been sent to your e-mail',
  'signin.answer.codeInvalid': 'The code is wrong or has expired. Please request a new one.',
  'signin.answer.codeStillWorks':
    'The code we e-mailed you still works: please look for it in your inbox, and in the spam folder. If it has not arrived, please call us on {phone}.',
  'signin.answer.codeCooldown':
    'A code was sent less than a minute ago. Please wait a minute before asking for a new one. If you need help now, please call us on {phone}.',
  'signin.answer.codeRequestsLimited':
    'We cannot send another code to this e-mail address just now. Please try again after {time}, or call us on {phone}.',
  'signin.answer.codeWrong':
    '{tries, plural, one {That code is not right. You have 1 more try. Please check the e-mail and type it again.} other {That code is not right. You have # more tries. Please check the e-mail and type it again.}}',
  'signin.answer.codeExpired': 'This code has expired: a code works for {minutes} minutes. Please ask for a new code.',
  'signin.answer.codeTriesUsed': 'That code was typed wrong too many times, so it no longer works. Please ask for a new code.',
  'signin.answer.mailFailed': 'We could not send the e-mail with your code. Please try again in a few minutes.',
  'signin.by': 'How would you like to sign in?',
  'signin.byEmail': 'With e-mail',
  'signin.byPhone': 'With mobile number',
  'signin.phone.lead': 'Enter the mobile number you registered with and we will send you a code by SMS.',
  'signin.phone.label': 'Mobile number',
  'signin.phone.hint': '10 digits; +91 or 0 in front is fine',
  'signin.phone.invalid': 'Please enter an Indian mobile number: 10 digits',
  'signin.phone.send': 'Send code by SMS',
  'signin.phone.sendNeeds': 'To get your code, type your 10-digit mobile number above.',
  'signin.phone.sending': 'Sending...',
  'signin.phone.sent': 'We sent a code by SMS to {phone}.',
  'signin.phone.codeHint': 'The {digits}-digit code from the SMS',
  'signin.phone.newCode': 'Send a new SMS',
  'signin.phone.otherNumber': 'Use a different number',
  'signin.phone.choose': 'This mobile number belongs to more than one person. Who is signing in?',
  'signin.phone.person': '{name} ({role, select, senior {Senior Citizen} other {Volunteer}})',
  'signin.phone.codeWrong': 'That code is not right. Please check the SMS and type it again.',
  'signin.phone.codeExpired': 'This code has expired. Please ask for a new SMS.',
  'signin.phone.tooManyTries': 'Too many tries for this number. Please try again later, or call us on {phone}.',
  'signin.phone.failed': 'We could not send or check the SMS. Please try again, or sign in with your e-mail.',
  'signin.answer.phoneNotRegistered':
    'Nobody is registered with this mobile number. Please sign in with your e-mail, or call us on {phone}.',
  'signin.answer.phoneCodesLimited':
    'We cannot send another code to this mobile number just now. Please try again after {time}, or call us on {phone}.',
  'signin.answer.smsDailyLimit':
    'We cannot send more codes by SMS today. Please sign in with your e-mail, try again after {time}, or call us on {phone}.',
  'signin.answer.phoneNotForm': 'The code by SMS was sent to another mobile number. Please ask for a code to the number in your form.',
  'signin.answer.phoneProofInvalid': 'Your code by SMS could not be checked, or it is too old. Please ask for a new code.',
  'signin.choiceTitle': 'Where would you like to go?',
  'signin.choiceLead': 'You are also in a family circle. Choose where to go now; you can choose again each time you sign in.',
  'signin.openDashboard': 'My dashboard',
  'signin.openFamily': 'My family’s visits',
} as const;
