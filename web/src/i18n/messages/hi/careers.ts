/** /careers' messages in Hindi (आप forms): plain everyday words, the terms of ../glossary.md. */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'careers'> = {
  'careers.title': 'हमारी टीम से जुड़िए',
  'careers.lead': 'हफ़्ते में कुछ घंटे दीजिए और सचमुच फ़र्क लाइए। वह काम चुनिए जो आपको ठीक लगे।',
  'careers.areasTitle': 'आप कहाँ मदद कर सकते हैं',
  'careers.funding.title': 'हिसाब-किताब और चंदा',
  'careers.funding.text': 'हमारा हिसाब-किताब ठीक रखिए, दान देने वालों को लिखिए और कार्यक्रमों व मुलाकातों के लिए पैसे जुटाने में मदद कीजिए।',
  'careers.sessions.title': 'मुलाकातें',
  'careers.sessions.text': 'वरिष्ठ नागरिकों से मिलने जाइए: बातचीत, पढ़ना, संगीत, खेल या आराम से सैर।',
  'careers.training.title': 'ट्रेनिंग',
  'careers.training.text': 'नए स्वयंसेवकों को तैयार कीजिए: ध्यान से सुनना, सुरक्षा, और हर किसी की रफ़्तार के साथ धीरज।',
  'careers.events.title': 'कार्यक्रमों की देखरेख',
  'careers.events.text': 'त्योहार, कुछ नया सीखने के कार्यक्रम और जन्मदिन की पार्टियाँ तय कीजिए, और उस दिन मेहमानों का स्वागत कीजिए।',
  'careers.stepsTitle': 'यह कैसे होता है',
  'careers.step.apply': 'हमें अपना आवेदन भेजिए।',
  'careers.step.review': 'हमारी टीम उसे देखती है और आपको ई-मेल से बताती है।',
  'careers.step.register': 'मंज़ूरी मिलने पर स्वयंसेवक के रूप में रजिस्टर कीजिए और अपने पहले वरिष्ठ नागरिक से मिलिए।',
  'careers.applyNow': 'अभी आवेदन कीजिए',
};
