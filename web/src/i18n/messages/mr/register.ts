/** /register in Marathi (तुम्ही with respectful verb forms), the terms of ../glossary.md. */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'register'> = {
  'register.title': 'गोल्डन हार्ट्समध्ये तुमचे स्वागत आहे',
  'register.pageName': 'नोंदणी करा',
  'register.lead': 'आमच्या आपुलकीच्या परिवारात सामील होण्याचा तुमचा मार्ग निवडा',
  'register.senior.title': 'ज्येष्ठ नागरिक',
  'register.senior.text': 'एका आपुलकीच्या स्वयंसेवकाची नियमित सोबत आणि मदत मिळवा.',
  'register.senior.bullet1': '30 दिवस मोफत वापर',
  'register.senior.bullet2': 'तुमच्याशी जुळणाऱ्या स्वयंसेवकांशी ओळख',
  'register.senior.bullet3': 'विविध उपक्रमांत सहभाग',
  'register.senior.bullet4': '24/7 मदत लाइन',
  'register.senior.action': 'ज्येष्ठ नागरिक म्हणून नोंदणी करा',
  'register.volunteer.title': 'स्वयंसेवक',
  'register.volunteer.text': 'तुमचा थोडा वेळ द्या आणि आयुष्यभराचा मित्र मिळवा.',
  'register.volunteer.bullet1': 'तुमच्या सोयीने वेळ निवडा',
  'register.volunteer.bullet2': 'प्रशिक्षण आम्ही देतो',
  'register.volunteer.bullet3': 'मनापासून नाती जोडा',
  'register.volunteer.bullet4': 'समाजासाठी हातभार लावा',
  'register.volunteer.action': 'स्वयंसेवक म्हणून नोंदणी करा',
  'register.volunteer.note': 'नवे स्वयंसेवक आधी अर्ज पाठवतात.',
  'register.volunteer.noteLink': 'स्वयंसेवक होण्यासाठी अर्ज करा',
  'register.signIn': 'आधीच खाते आहे? इथे साइन इन करा',
};
