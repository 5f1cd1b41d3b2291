/** /careers' English messages (`careers.*`): Join Our Team, the four areas, Apply Now. */
export const messages = {
  'careers.title': 'Join Our Team',
  'careers.lead': 'Give a few hours a week and make a real difference. Choose the work that suits you.',
  'careers.areasTitle': 'Where you can help',
  'careers.funding.title': 'Accounting & Funding',
  'careers.funding.text': 'Keep our books in order, write to donors and help us raise funds for events and visits.',
  'careers.sessions.title': 'Sessions',
  'careers.sessions.text': 'Visit seniors for conversation, reading, music, games or a gentle walk.',
  'careers.training.title': 'Training',
  'careers.training.text': 'Prepare new volunteers: listening skills, safety, and patience with every pace.',
  'careers.events.title': 'Managing Events',
  'careers.events.text': 'Plan festivals, workshops and birthday parties, and welcome guests on the day.',
  'careers.stepsTitle': 'How it works',
  'careers.step.apply': 'Send us your application.',
  'careers.step.review': 'Our team reviews it and lets you know by e-mail.',
  'careers.step.register': 'Once accepted, register as a volunteer and meet your first senior.',
  'careers.applyNow': 'Apply Now',
} as const;
