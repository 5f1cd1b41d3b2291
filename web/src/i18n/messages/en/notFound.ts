/** The 404 page's English messages (`notFound.*`). */
export const messages = {
  'notFound.title': 'We could not find that page',
  'notFound.lead': 'The link may be old, or the address may have a typing mistake.',
  'notFound.pageName': 'Page not found',
  'notFound.home': 'Go to the home page',
} as const;
