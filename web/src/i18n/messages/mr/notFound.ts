/** The 404 page's messages in Marathi (तुम्ही with respectful verb forms). */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'notFound'> = {
  'notFound.title': 'आम्हाला हे पान सापडलं नाही',
  'notFound.lead': 'कदाचित लिंक जुनी असेल, किंवा पत्ता टाइप करताना काही चूक झाली असेल.',
  'notFound.pageName': 'पान सापडलं नाही',
  'notFound.home': 'मुख्य पानावर जा',
};
