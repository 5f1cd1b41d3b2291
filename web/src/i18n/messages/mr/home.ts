/** The home page's messages in Marathi (तुम्ही with respectful verb forms): plain everyday words, the terms of ../glossary.md. */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'home'> = {
  'home.tagline': 'रुपेरी केस, सोन्याचं मन: नातवंडांसारखी सोबत',
  'home.title': 'ऐका, गप्पा मारा आणि हसा, कारण सोबतीला वय नसतं',
  'home.lead':
    'गोल्डन हार्ट्स तुमच्या शहरातले आपुलकीचे स्वयंसेवक ज्येष्ठ नागरिकांपर्यंत आणतं: गप्पांसाठी, एकत्र काही करण्यासाठी आणि दारात एका ओळखीच्या चेहऱ्यासाठी.',
  'home.joinTrial': '30 दिवस मोफत वापरून पाहा',
  'home.seeServices': 'आमच्या सेवा पाहा',
  'home.heroAlt': 'एक आजी आणि एक तरुण स्वयंसेविका चहा घेत एकत्र हसत आहेत.',
  'home.benefitsTitle': 'कुटुंबं गोल्डन हार्ट्स का निवडतात',
  'home.benefit.companionship.title': 'सोबत',
  'home.benefit.companionship.text': 'नेहमी भेटायला येणारं कुणीतरी, जे तुमचं ऐकतं, गप्पा मारतं आणि सोबत चहा घेतं: ज्याची तुम्ही वाट पाहाल.',
  'home.benefit.community.title': 'मेळावे',
  'home.benefit.community.text': 'सण, नवीन काही शिकण्याचे कार्यक्रम आणि वाढदिवसाच्या पार्ट्या, जिथे नवी मैत्री जुळते.',
  'home.benefit.schedule.title': 'तुमच्या वेळेनुसार',
  'home.benefit.schedule.text': 'सकाळी, दुपारी किंवा संध्याकाळी भेटी, तुमच्या दिनक्रमानुसार ठरवलेल्या.',
  'home.benefit.local.title': 'तुमच्या शहरात मदत',
  'home.benefit.local.text': 'तुमच्याच शहरातले स्वयंसेवक, आणि आमची मदत सेवा फक्त एका फोनवर.',
  'home.reviewsTitle': 'नवे अभिप्राय',
  'home.review.savitri.name': 'सावित्री देशपांडे',
  'home.review.savitri.text': 'अनन्या दर मंगळवारी मला भेटायला येते. आम्ही एकत्र वर्तमानपत्र वाचतो आणि ती माझ्या सगळ्या जुन्या गोष्टींवर हसते.',
  'home.review.harbhajan.name': 'हरभजन सिंग',
  'home.review.harbhajan.text': 'आता माझं संध्याकाळचं फिरणं एकट्याचं नसतं. रोहन माझ्या चालीने माझ्यासोबत चालतो आणि कधीच घाई करत नाही.',
  'home.review.meenakshi.name': 'मीनाक्षी अय्यर',
  'home.review.meenakshi.text': 'ती वाढदिवसाची पार्टी कित्येक वर्षांतली माझी सगळ्यात आनंदाची दुपार होती. मी सगळ्यांसाठी गाणं म्हटलं!',
  'home.reviewerType': 'ज्येष्ठ नागरिक',
  'home.reviewAge': 'वय {age}',
  'home.ratingLabel': '{outOf} पैकी {stars, plural, one {# तारा} other {# तारे}}',
};
