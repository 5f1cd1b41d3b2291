/** The offer of the site in Marathi, shown on an English page to a browser that prefers Marathi. */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'offer'> = {
  'offer.line': 'ही साइट मराठीतही आहे',
  'offer.close': 'बंद करा',
};
