/** /careers (spec section 2): Join Our Team, four areas, Apply Now; its words are messages (i18n/messages, `careers.*`). */
export const CAREER_AREAS = [
  { icon: 'funding', title: 'careers.funding.title', text: 'careers.funding.text' },
  { icon: 'sessions', title: 'careers.sessions.title', text: 'careers.sessions.text' },
  { icon: 'training', title: 'careers.training.title', text: 'careers.training.text' },
  { icon: 'events', title: 'careers.events.title', text: 'careers.events.text' },
] as const;

export const CAREER_STEPS = ['careers.step.apply', 'careers.step.review', 'careers.step.register'] as const;
