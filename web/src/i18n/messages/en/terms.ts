/** /terms's English messages (`terms.*`): the Terms of Service, in short sections and plain words. */
export const messages = {
  'terms.title': 'Terms of Service',
  'terms.lead': 'What you can expect from us, and what we ask of you. Please read it before you register.',
  'terms.service.title': 'What Golden Hearts is',
  'terms.service.text':
    'Golden Hearts brings seniors and volunteers together for company, conversation and a helping hand. Our team arranges each visit. We are not a medical service or an emergency service: in an emergency, call 112.',
  'terms.joining.title': 'Who can join',
  'terms.joining.senior': 'A senior registers with their own details and starts with a free 30-day trial.',
  'terms.joining.volunteer':
    'A volunteer first applies. Our team reads every application and may check their identity. Only an approved volunteer can register and meet a senior.',
  'terms.account.title': 'Your account',
  'terms.account.text':
    'You sign in with a one-time code sent to your e-mail or mobile. Never tell anyone your code, not even someone who says they are from Golden Hearts. Please give true details and keep them up to date on your profile page.',
  'terms.visits.title': 'Visits',
  'terms.visits.text':
    'Be kind, patient and respectful at every visit. A volunteer never asks a senior for money, gifts, bank details or passwords. If anything feels wrong, tell us at once: we will listen and act.',
  'terms.plans.title': 'The trial and plans',
  'terms.plans.text':
    'The 30-day trial is free. We write to you a few days before it ends. After it, you can call us about a plan (our Services page lists them). Nothing is charged unless you agree to a plan.',
  'terms.ending.title': 'Stopping',
  'terms.ending.text':
    'You can stop at any time: tell us through the Contact page. We may pause or close an account that puts anyone at risk, and we will tell you why.',
  'terms.privacy.title': 'Your information',
  'terms.privacy.text': 'Our Privacy Policy says what we keep about you, why, who sees it and how to ask us to change or remove it.',
  'terms.privacyLink': 'Read the Privacy Policy',
  'terms.changes.title': 'Changes and questions',
  'terms.changes.text': 'If these terms change, this page will say so. Any question or complaint is welcome through our Contact page.',
  'terms.contactLink': 'Contact us',
} as const;
