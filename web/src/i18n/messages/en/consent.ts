/**
 * The privacy notice's English messages (`consent.*`): the short notice a person agrees to where
 * they register or apply, and again when it changes (common/src/consent.ts). It must stay true
 * to the Privacy Policy (privacy.ts) and docs/privacy.md.
 */
export const messages = {
  'consent.title': 'Your information with us',
  'consent.keep':
    'What we keep: the details you give us, such as your name, phone, e-mail, address and emergency contact, and your visits.',
  'consent.why':
    'Why: to sign you in, to find people near you who suit you, to arrange visits and keep everyone safe, and to write to you about them.',
  'consent.long': 'How long: while you have an account with us. You may ask us at any time to correct it or remove it.',
  'consent.who':
    'Who sees it: you and our team. A volunteer or senior you are matched with sees only what a visit needs. We never sell it.',
  'consent.withdraw':
    'To withdraw your consent or to complain, write to us through our {contact}. If our answer does not satisfy you, you may complain to the Data Protection Board of India.',
  'consent.contactLink': 'Contact page',
  'consent.more': 'More in our {terms} and {privacy}.',
  'consent.termsLink': 'Terms of Service',
  'consent.privacyLink': 'Privacy Policy',
  'consent.agree': 'I have read this and I agree',
  'consent.again.title': 'We have updated our privacy notice',
  'consent.again.lead': 'Please read it, and agree to go on to your page.',
  'consent.again.submit': 'I agree',
  'consent.again.sending': 'Saving…',
  'consent.again.failed': 'We could not save your answer. Please check your connection and try again.',
} as const;
