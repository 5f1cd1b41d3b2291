/**
 * A person's details as the registration forms and /profile both ask them: the
 * address, the emergency contact, the date of birth's parts, the State's choice, the phone's
 * hint, a volunteer's skills and availability (components/PersonSections.tsx, IndiaFields.tsx,
 * VolunteerChoices.tsx). Field names that errors share (City, State, PIN code, Phone, Date of
 * birth, Email) are the fields area's `fields.field`. The options' own labels are not here.
 */
export const messages = {
  'person.addressTitle': 'Address',
  'person.streetAddress': 'Street address',
  'person.emergencyTitle': 'Emergency Contact',
  'person.contactName': 'Contact name',
  'person.contactPhone': 'Contact phone',
  'person.relationship': 'Relationship',
  'person.contactEmail': 'Contact’s e-mail (optional)',
  'person.contactEmailHint': 'Only if you want us to tell them when your volunteer arrives.',
  'person.day': 'Day',
  'person.month': 'Month',
  'person.year': 'Year',
  'person.chooseMonth': 'Choose…',
  'person.january': 'January',
  'person.february': 'February',
  'person.march': 'March',
  'person.april': 'April',
  'person.may': 'May',
  'person.june': 'June',
  'person.july': 'July',
  'person.august': 'August',
  'person.september': 'September',
  'person.october': 'October',
  'person.november': 'November',
  'person.december': 'December',
  'person.chooseState': 'Choose your state…',
  'person.phoneHint': 'An Indian number: +91 or 0 if you like, then 10 digits, e.g. +91\u00a098765\u00a043210',
  'person.skills': 'Skills',
  'person.availability': 'Availability',
  'person.languages': 'Languages you speak',
  'person.languagesHint': 'We look for a volunteer who speaks one of them.',
} as const;
