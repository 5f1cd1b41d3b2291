/** The 404 page's messages in Hindi (आप forms). */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'notFound'> = {
  'notFound.title': 'हमें यह पेज नहीं मिला',
  'notFound.lead': 'हो सकता है लिंक पुराना हो, या पते में टाइप करते समय कोई गलती हो गई हो।',
  'notFound.pageName': 'पेज नहीं मिला',
  'notFound.home': 'होम पेज पर जाइए',
};
