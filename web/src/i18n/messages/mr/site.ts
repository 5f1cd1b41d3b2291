/** The site's description, for the prerendered pages' head. */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'site'> = {
  'site.description':
    'गोल्डन हार्ट्स ज्येष्ठ नागरिकांना तुमच्या शहरातल्या आपुलकीच्या स्वयंसेवकांशी जोडतं: सोबत, गप्पा आणि मदतीचा हात. 30 दिवस मोफत वापरून पाहा.',
};
