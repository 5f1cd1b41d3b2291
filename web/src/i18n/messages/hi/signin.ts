/** /login and the code step in Hindi (आप forms), the terms of ../glossary.md. */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'signin'> = {
  'signin.title': 'साइन इन',
  'signin.lead': 'अपना ई-मेल लिखिए, हम आपको एक बार का कोड भेजेंगे।',
  'signin.sessionEnded': 'आपका सेशन ख़त्म हो गया है। कृपया फिर से साइन इन कीजिए।',
  'signin.newHere': 'गोल्डन हार्ट्स में नए हैं?',
  'signin.signUp': 'रजिस्टर कीजिए',
  'signin.form': 'साइन इन',
  'signin.email': 'ई-मेल',
  'signin.emailInvalid': 'कृपया सही ई-मेल पता लिखिए',
  'signin.iAm': 'आप कौन हैं?',
  'signin.role': '{role, select, senior {वरिष्ठ नागरिक} other {स्वयंसेवक}}',
  'signin.registeredAs': 'आप {role, select, senior {वरिष्ठ नागरिक} other {स्वयंसेवक}} के रूप में रजिस्टर हैं: क्या उसी रूप में साइन इन करना चाहेंगे?',
  'signin.signInAs': '{role, select, senior {वरिष्ठ नागरिक} other {स्वयंसेवक}} के रूप में साइन इन कीजिए',
  'signin.checkEmail': 'ई-मेल पता जाँचिए',
  'signin.requesting': 'कोड माँगा जा रहा है...',
  'signin.request': 'कोड माँगिए',
  'signin.verifying': 'जाँच हो रही है...',
  'signin.signingIn': 'आपको साइन इन किया जा रहा है...',
  'signin.verify': 'कोड जाँचिए',
  'signin.newCode': 'नया कोड भेजिए',
  'signin.otherEmail': 'दूसरा ई-मेल लिखिए',
  'signin.linkSpent': 'साइन इन का यह लिंक पहले ही इस्तेमाल हो चुका है या इसका समय निकल गया है। आप नीचे नया कोड माँग सकते हैं।',
  'signin.notVolunteer': 'आप स्वयंसेवक के रूप में रजिस्टर नहीं हैं। कृपया पहले आवेदन कीजिए, फिर रजिस्टर कीजिए।',
  'signin.notSenior': 'आप वरिष्ठ नागरिक के रूप में रजिस्टर नहीं हैं। कृपया पहले रजिस्टर कीजिए।',
  'signin.toCareers': 'स्वयंसेवक बनिए',
  'signin.toSeniorRegistration': 'वरिष्ठ नागरिक के रूप में रजिस्टर कीजिए',
  'signin.code.label': 'एक बार का कोड',
  'signin.code.hint': 'आपके ई-मेल में आया {digits} अंकों का कोड',
  'signin.code.title': 'अपना कोड लिखिए',
  'signin.code.sentTo': 'हमने {email} पर एक बार का कोड भेजा है। यह {minutes} मिनट तक चलेगा।',
  'signin.code.sending': 'भेजा जा रहा है...',
  'signin.code.changeDetails': 'अपनी जानकारी बदलिए',
  'signin.code.registrationLinkSpent':
    'रजिस्ट्रेशन का यह लिंक पहले ही इस्तेमाल हो चुका है या इसका समय निकल गया है। अगर आपका रजिस्ट्रेशन पूरा हो गया है, तो साइन इन कीजिए; नहीं तो नया कोड पाने के लिए नीचे का फ़ॉर्म भरिए।',
  'signin.answer.codeSent': 'आपके ई-मेल पर एक बार का कोड भेज दिया गया है',
  'signin.answer.codeInvalid': 'कोड ग़लत है या उसका समय निकल गया है। कृपया नया कोड माँगिए।',
  'signin.answer.codeStillWorks':
    'हमने आपको जो कोड ई-मेल किया है, वह अभी भी चलेगा: कृपया उसे अपने इनबॉक्स में और स्पैम फ़ोल्डर में देखिए। अगर वह नहीं आया है, तो कृपया हमें {phone} पर फ़ोन कीजिए।',
  'signin.answer.codeCooldown':
    'एक मिनट से भी कम पहले एक कोड भेजा गया है। नया कोड माँगने से पहले कृपया एक मिनट रुकिए। अभी मदद चाहिए, तो कृपया हमें {phone} पर फ़ोन कीजिए।',
  'signin.answer.codeRequestsLimited':
    'हम अभी इस ई-मेल पते पर एक और कोड नहीं भेज सकते। कृपया {time} के बाद फिर से कोशिश कीजिए, या हमें {phone} पर फ़ोन कीजिए।',
  'signin.answer.codeWrong':
    '{tries, plural, one {यह कोड सही नहीं है। आप 1 बार और कोशिश कर सकते हैं। कृपया ई-मेल देखकर फिर से लिखिए।} other {यह कोड सही नहीं है। आप # बार और कोशिश कर सकते हैं। कृपया ई-मेल देखकर फिर से लिखिए।}}',
  'signin.answer.codeExpired': 'इस कोड का समय निकल गया है: कोड {minutes} मिनट तक ही चलता है। कृपया नया कोड माँगिए।',
  'signin.answer.codeTriesUsed': 'यह कोड बहुत बार ग़लत लिखा गया, इसलिए अब यह नहीं चलेगा। कृपया नया कोड माँगिए।',
  'signin.answer.mailFailed': 'हम आपके कोड वाला ई-मेल नहीं भेज पाए। कृपया कुछ मिनट बाद फिर से कोशिश कीजिए।',
};
