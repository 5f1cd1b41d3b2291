/**
 * The offer of the site in the visitor's browser's language (app/LanguageOffer.tsx). It is shown
 * on English pages only, in the language offered; English's words are the area's key source.
 */
export const messages = {
  'offer.line': 'This site is also in English',
  'offer.close': 'Close',
} as const;
