/** The outcome dialog's words in Marathi. */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'outcome'> = {
  'outcome.note': 'कृपया लक्ष द्या',
  'outcome.goBack': 'मागे जा',
};
