/** The site's description for the prerendered pages' head (web/prerender.ts): the prerender alone loads it. */
export const messages = {
  'site.description':
    'Golden Hearts connects seniors with caring local volunteers for companionship, conversation and a helping hand. Start a free 30-day trial.',
} as const;
