/** The home page's messages in Hindi (आप forms): plain everyday words, the terms of ../glossary.md. */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'home'> = {
  'home.tagline': 'चाँदी से बाल, सोने सा दिल: पोते-पोतियों जैसा साथ',
  'home.title': 'सुनिए, बातें कीजिए और हँसिए, क्योंकि साथ की कोई उम्र नहीं होती',
  'home.lead':
    'गोल्डन हार्ट्स आपके शहर के स्नेही स्वयंसेवकों को वरिष्ठ नागरिकों से मिलवाता है: बातचीत के लिए, साथ मिलकर कुछ करने के लिए, और दरवाज़े पर एक अपनेपन भरे चेहरे के लिए।',
  'home.joinTrial': '30 दिन मुफ़्त आज़माइए',
  'home.seeServices': 'हमारी सेवाएँ देखिए',
  'home.heroAlt': 'एक बुज़ुर्ग महिला और एक युवा स्वयंसेविका चाय पीते हुए साथ में हँस रही हैं।',
  'home.benefitsTitle': 'परिवार गोल्डन हार्ट्स को क्यों चुनते हैं',
  'home.benefit.companionship.title': 'साथ',
  'home.benefit.companionship.text': 'कोई जो नियम से मिलने आए, आपकी सुने, बातें करे और साथ चाय पिए: जिसका आपको इंतज़ार रहे।',
  'home.benefit.community.title': 'मेल-जोल',
  'home.benefit.community.text': 'त्योहार, कुछ नया सीखने के कार्यक्रम और जन्मदिन की पार्टियाँ, जहाँ नए दोस्त बनते हैं।',
  'home.benefit.schedule.title': 'आपके समय से',
  'home.benefit.schedule.text': 'सुबह, दोपहर या शाम की मुलाकातें, आपकी दिनचर्या के हिसाब से तय।',
  'home.benefit.local.title': 'आपके शहर में मदद',
  'home.benefit.local.text': 'आपके अपने शहर के स्वयंसेवक, और हमारी मदद की लाइन बस एक फ़ोन दूर।',
  'home.reviewsTitle': 'ताज़ा राय',
  'home.review.savitri.name': 'सावित्री देशपांडे',
  'home.review.savitri.text': 'अनन्या हर मंगलवार मुझसे मिलने आती है। हम साथ में अख़बार पढ़ते हैं और वह मेरी सारी पुरानी कहानियों पर हँसती है।',
  'home.review.harbhajan.name': 'हरभजन सिंह',
  'home.review.harbhajan.text': 'अब मेरी शाम की सैर अकेली नहीं होती। रोहन मेरी चाल से मेरे साथ चलता है और कभी जल्दी नहीं करता।',
  'home.review.meenakshi.name': 'मीनाक्षी अय्यर',
  'home.review.meenakshi.text': 'जन्मदिन की वह पार्टी बरसों में मेरी सबसे ख़ुशी भरी दोपहर थी। मैंने सबके लिए गाना गाया!',
  'home.reviewerType': 'वरिष्ठ नागरिक',
  'home.reviewAge': 'उम्र {age}',
  'home.ratingLabel': '{outOf} में से {stars, plural, one {# सितारा} other {# सितारे}}',
};
