/** /about (spec section 2): a card set with mission, community and values. */
export const ABOUT = {
  title: 'About Golden Hearts',
  lead: 'We believe no one should grow old alone. Golden Hearts pairs seniors with young volunteers who become friends.',
  cards: [
    {
      icon: 'mission',
      title: 'Our Mission',
      text: 'To bring warmth, conversation and a helping hand into the lives of seniors, one visit at a time, so that every older person feels seen, heard and valued.',
    },
    {
      icon: 'community',
      title: 'Our Community',
      text: 'Seniors, volunteers and families who meet at home, at festivals and at workshops. Young people learn from a lifetime of stories; seniors gain a friend who keeps coming back.',
    },
    {
      icon: 'values',
      title: 'Our Values',
      text: 'Respect for every person and their pace. Patience and kindness in every visit. Safety first: every volunteer applies, is reviewed and is trained before they meet anyone.',
    },
  ],
  closing: 'Would you like to be part of it?',
  joinLink: 'Find your way to join',
} as const;
