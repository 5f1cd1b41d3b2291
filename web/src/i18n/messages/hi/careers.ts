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
  'careers.eraseTitle': 'मेरा आवेदन मिटाएँ',
  'careers.eraseLead':
    'मन बदल गया? अगर आपने आवेदन किया है और अभी रजिस्टर नहीं किया है, तो आप अपना आवेदन और सीवी मिटा सकते हैं। यह आप ही हैं, यह पक्का करने के लिए हम उस पते पर एक कोड ई-मेल करते हैं जिससे आपने आवेदन किया था।',
  'careers.eraseEmail': 'वह ई-मेल जिससे आपने आवेदन किया था',
  'careers.eraseEmailInvalid': 'कृपया वही ई-मेल पता पूरा लिखिए जिससे आपने आवेदन किया था।',
  'careers.eraseAsk': 'आवेदन मिटाने का कोड भेजिए',
  'careers.eraseSending': 'भेज रहे हैं…',
  'careers.eraseCodeSent': 'हमने आपको एक कोड ई-मेल किया है। अपना आवेदन मिटाने के लिए उसे नीचे लिखिए।',
  'careers.eraseSure': 'आपका आवेदन और सीवी मिटा दिए जाएँगे। यह वापस नहीं हो सकता; आप बाद में फिर से आवेदन कर सकते हैं।',
  'careers.eraseConfirm': 'मेरा आवेदन हमेशा के लिए मिटाएँ',
  'careers.eraseErasing': 'मिटा रहे हैं…',
  'careers.eraseCancel': 'मेरा आवेदन रहने दें',
  'careers.eraseDone': 'आपका आवेदन और सीवी मिटा दिए गए हैं।',
};
