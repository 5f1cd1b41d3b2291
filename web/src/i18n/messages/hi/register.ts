/** /register in Hindi (आप forms), the terms of ../glossary.md. */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'register'> = {
  'register.title': 'गोल्डन हार्ट्स में आपका स्वागत है',
  'register.pageName': 'रजिस्टर कीजिए',
  'register.lead': 'हमारे अपनेपन भरे परिवार से जुड़ने का अपना रास्ता चुनिए',
  'register.senior.title': 'वरिष्ठ नागरिक',
  'register.senior.text': 'एक हमदर्द स्वयंसेवक का नियमित साथ और मदद पाइए।',
  'register.senior.bullet1': '30 दिन मुफ़्त आज़माइश',
  'register.senior.bullet2': 'आपसे मेल खाते स्वयंसेवकों से मैच',
  'register.senior.bullet3': 'तरह-तरह की गतिविधियों में हिस्सा',
  'register.senior.bullet4': '24/7 मदद लाइन',
  'register.senior.action': 'वरिष्ठ नागरिक के रूप में रजिस्टर कीजिए',
  'register.volunteer.title': 'स्वयंसेवक',
  'register.volunteer.text': 'अपना थोड़ा समय दीजिए और ज़िंदगी भर का दोस्त पाइए।',
  'register.volunteer.bullet1': 'अपनी सुविधा से समय चुनिए',
  'register.volunteer.bullet2': 'ट्रेनिंग हम देते हैं',
  'register.volunteer.bullet3': 'दिल से जुड़े रिश्ते बनाइए',
  'register.volunteer.bullet4': 'समाज के काम आइए',
  'register.volunteer.action': 'स्वयंसेवक के रूप में रजिस्टर कीजिए',
  'register.volunteer.note': 'नए स्वयंसेवक पहले आवेदन भेजते हैं।',
  'register.volunteer.noteLink': 'स्वयंसेवक बनने के लिए आवेदन कीजिए',
  'register.signIn': 'पहले से खाता है? यहाँ साइन इन कीजिए',
};
