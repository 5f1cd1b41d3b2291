/** /about (spec section 2): a card set with mission, community and values; its words are messages (i18n/messages, `about.*`). */
export const ABOUT_CARDS = [
  { icon: 'mission', title: 'about.mission.title', text: 'about.mission.text' },
  { icon: 'community', title: 'about.community.title', text: 'about.community.text' },
  { icon: 'values', title: 'about.values.title', text: 'about.values.text' },
] as const;
