/** The offer of the site in Hindi, shown on an English page to a browser that prefers Hindi. */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'offer'> = {
  'offer.line': 'यह साइट हिन्दी में भी है',
  'offer.close': 'बंद कीजिए',
};
