/** The outcome dialog's words in Hindi. */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'outcome'> = {
  'outcome.note': 'कृपया ध्यान दीजिए',
  'outcome.goBack': 'वापस जाइए',
};
