/**
 * What a form says of a field to fix, in English exactly as the shared schemas word it
 * (common/src/schemas.ts: the server says the same); components/fieldErrorText.ts finds a
 * schema's message here by its shape. A page that loads this area shows them in its language.
 */
export const messages = {
  'fields.field':
    '{field, select, name {Name} firstName {First name} lastName {Last name} address {Address} city {City} state {State} pinCode {PIN code} emergencyName {Emergency contact name} emergencyPhone {Emergency contact phone} emergencyRelation {Emergency contact relationship} phone {Phone} dob {Date of birth} hobbies {Hobbies} certification {Certification} experience {Experience} specialNeeds {Special needs} intro {Two lines about you} other {Email}}',
  'fields.required': '{field} is required',
  'fields.tooLong': '{field} is too long',
  'fields.oneLine': '{field} must be one line, without line breaks or control characters',
  'fields.controlChars': '{field} may not contain control characters',
  'fields.twoLines': '{field} may have at most 2 lines',
  'fields.notAName':
    "{field} must be a person's name, without a web address, an e-mail address or markup; after a full stop, leave a space (Dr. Sharma)",
  'fields.phone': '{field} must be an Indian number: 10 digits, after +91 or 0 if you like',
  'fields.pinCode': 'PIN code must be 6 digits, e.g. 411001',
  'fields.state': 'State: please choose your state or union territory from the list',
  'fields.dobParts': 'Date of birth needs a day, a month and a four-digit year',
  'fields.dobNoSuchDay': 'That date does not exist: please check the day and the month',
  'fields.dobFuture': 'Date of birth cannot be in the future',
  'fields.consentMissing': 'Please read the notice above and tick that you agree',
  'fields.consentOutdated': 'The notice has changed: please read it again and tick that you agree',
  'fields.dobYear': 'Please check the year of birth ({year} or later)',
  'fields.email': 'Please enter a valid email address',
  'fields.languages': 'Languages: please choose at least one language you speak',
  // What India Post's directory says of a PIN code, under the field (components/IndiaFields.tsx PinCodeField).
  'fields.pinPlace': '{district} district, {state}',
  'fields.pinUnknown': 'We do not know this PIN code. Please check its six digits, e.g. 411001.',
  // A form showing its draft (components/DraftNotice.tsx).
  'fields.draftKept': 'We kept what you typed.',
  'fields.draftStartAgain': 'Start again',
} as const;
