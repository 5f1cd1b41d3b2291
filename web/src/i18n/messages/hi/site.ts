/** The site's description, for the prerendered pages' head. */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'site'> = {
  'site.description':
    'गोल्डन हार्ट्स वरिष्ठ नागरिकों को आपके शहर के स्नेही स्वयंसेवकों से मिलवाता है: साथ, बातचीत और हर छोटे-बड़े काम में मदद के लिए। 30 दिन मुफ़्त आज़माइए।',
};
