/**
 * The words of the notice on /dashboard and /profile when the owner of an e-mail has proven it
 * and takes over an account someone registered with it by SMS (`review.*`): what it entered,
 * the mobile number it was registered from, and keeping or correcting the details.
 */
export const messages = {
  'review.title': 'Please check your details',
  'review.text':
    'This account was registered with your e-mail address on {date}, from the mobile number {phone}, before you proved the address. Its details are what was entered then: keep them if they are yours, or correct what is not.',
  'review.phoneOff':
    'Until you do, the mobile number {phone} cannot sign in to your account. If you keep the details as they are, it can again.',
  'review.check': 'Check my details',
  'review.keep': 'Keep these details',
  'review.keeping': 'Saving…',
  'review.correct': 'To correct them, change the form below and press ‘Save’.',
  'review.kept': 'Thank you. Your details are kept as they are.',
  'review.keepFailed': 'We could not save this just now. Please check your connection and try again.',
};
