/** /about's English messages (`about.*`): mission, community and values. */
export const messages = {
  'about.title': 'About Golden Hearts',
  'about.lead': 'We believe no one should grow old alone. Golden Hearts pairs seniors with young volunteers who become friends.',
  'about.mission.title': 'Our Mission',
  'about.mission.text':
    'To bring warmth, conversation and a helping hand into the lives of seniors, one visit at a time, so that every older person feels seen, heard and valued.',
  'about.community.title': 'Our Community',
  'about.community.text':
    'Seniors, volunteers and families who meet at home, at festivals and at workshops. Young people learn from a lifetime of stories; seniors gain a friend who keeps coming back.',
  'about.values.title': 'Our Values',
  'about.values.text':
    'Respect for every person and their pace. Patience and kindness in every visit. Safety first: every volunteer applies, is reviewed and is trained before they meet anyone.',
  'about.closing': 'Would you like to be part of it?',
  'about.joinLink': 'Find your way to join',
} as const;
