/** /careers (spec section 2): Join Our Team, four areas, Apply Now. */
export const CAREERS = {
  title: 'Join Our Team',
  lead: 'Give a few hours a week and make a real difference. Choose the work that suits you.',
  areasTitle: 'Where you can help',
  areas: [
    {
      icon: 'funding',
      title: 'Accounting & Funding',
      text: 'Keep our books in order, write to donors and help us raise funds for events and visits.',
    },
    {
      icon: 'sessions',
      title: 'Sessions',
      text: 'Visit seniors for conversation, reading, music, games or a gentle walk.',
    },
    {
      icon: 'training',
      title: 'Training',
      text: 'Prepare new volunteers: listening skills, safety, and patience with every pace.',
    },
    {
      icon: 'events',
      title: 'Managing Events',
      text: 'Plan festivals, workshops and birthday parties, and welcome guests on the day.',
    },
  ],
  stepsTitle: 'How it works',
  steps: [
    'Send us your application.',
    'Our team reviews it and lets you know by e-mail.',
    'Once accepted, register as a volunteer and meet your first senior.',
  ],
  applyNow: 'Apply Now',
} as const;
