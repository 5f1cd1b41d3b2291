/** /login and the code step in Marathi (तुम्ही with respectful verb forms), the terms of ../glossary.md. */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'signin'> = {
  'signin.title': 'साइन इन',
  'signin.lead': 'तुमचा ई-मेल लिहा, आम्ही तुम्हाला एकदाच वापरायचा कोड पाठवू.',
  'signin.sessionEnded': 'तुमचे सत्र संपले आहे. कृपया पुन्हा साइन इन करा.',
  'signin.newHere': 'गोल्डन हार्ट्समध्ये नवीन आहात?',
  'signin.signUp': 'नोंदणी करा',
  'signin.form': 'साइन इन',
  'signin.email': 'ई-मेल',
  'signin.emailInvalid': 'कृपया योग्य ई-मेल पत्ता लिहा',
  'signin.iAm': 'तुम्ही कोण आहात?',
  'signin.role': '{role, select, senior {ज्येष्ठ नागरिक} other {स्वयंसेवक}}',
  'signin.registeredAs': 'तुमची नोंदणी {role, select, senior {ज्येष्ठ नागरिक} other {स्वयंसेवक}} म्हणून आहे: त्याच नात्याने साइन इन करायचे का?',
  'signin.signInAs': '{role, select, senior {ज्येष्ठ नागरिक} other {स्वयंसेवक}} म्हणून साइन इन करा',
  'signin.checkEmail': 'ई-मेल पत्ता तपासा',
  'signin.requesting': 'कोड मागवत आहोत...',
  'signin.request': 'कोड मागवा',
  'signin.verifying': 'तपासत आहोत...',
  'signin.signingIn': 'तुम्हाला साइन इन करत आहोत...',
  'signin.verify': 'कोड तपासा',
  'signin.newCode': 'नवा कोड पाठवा',
  'signin.otherEmail': 'दुसरा ई-मेल वापरा',
  'signin.linkSpent': 'साइन इनची ही लिंक आधीच वापरली गेली आहे किंवा तिची मुदत संपली आहे. तुम्ही खाली नवा कोड मागवू शकता.',
  'signin.notVolunteer': 'तुमची स्वयंसेवक म्हणून नोंदणी नाही. कृपया आधी अर्ज करा, मग नोंदणी करा.',
  'signin.notSenior': 'तुमची ज्येष्ठ नागरिक म्हणून नोंदणी नाही. कृपया आधी नोंदणी करा.',
  'signin.toCareers': 'स्वयंसेवक व्हा',
  'signin.toSeniorRegistration': 'ज्येष्ठ नागरिक म्हणून नोंदणी करा',
  'signin.code.label': 'एकदाच वापरायचा कोड',
  'signin.code.hint': 'तुमच्या ई-मेलमध्ये आलेला {digits} अंकी कोड',
  'signin.code.title': 'तुमचा कोड लिहा',
  'signin.code.sentTo': 'आम्ही {email} वर एकदाच वापरायचा कोड पाठवला आहे. तो {minutes} मिनिटे चालेल.',
  'signin.code.sending': 'पाठवत आहोत...',
  'signin.code.changeDetails': 'तुमची माहिती बदला',
  'signin.code.registrationLinkSpent':
    'नोंदणीची ही लिंक आधीच वापरली गेली आहे किंवा तिची मुदत संपली आहे. तुमची नोंदणी पूर्ण झाली असेल तर साइन इन करा; नाहीतर नव्या कोडसाठी खालचा फॉर्म भरा.',
  'signin.answer.codeSent': 'तुमच्या ई-मेलवर एकदाच वापरायचा कोड पाठवला आहे',
  'signin.answer.codeInvalid': 'कोड चुकीचा आहे किंवा त्याची मुदत संपली आहे. कृपया नवा कोड मागवा.',
  'signin.answer.codeStillWorks':
    'आम्ही तुम्हाला ई-मेल केलेला कोड अजूनही चालेल: कृपया तो तुमच्या इनबॉक्समध्ये आणि स्पॅम फोल्डरमध्ये पाहा. तो आला नसेल, तर कृपया आम्हाला {phone} वर फोन करा.',
  'signin.answer.codeCooldown':
    'एका मिनिटापेक्षा कमी वेळापूर्वी एक कोड पाठवला आहे. नवा कोड मागवण्यापूर्वी कृपया एक मिनिट थांबा. आत्ता मदत हवी असेल, तर कृपया आम्हाला {phone} वर फोन करा.',
  'signin.answer.codeRequestsLimited':
    'आम्ही आत्ता या ई-मेल पत्त्यावर आणखी कोड पाठवू शकत नाही. कृपया {time} नंतर पुन्हा प्रयत्न करा, किंवा आम्हाला {phone} वर फोन करा.',
  'signin.answer.codeWrong':
    '{tries, plural, one {हा कोड बरोबर नाही. तुम्ही अजून 1 वेळ प्रयत्न करू शकता. कृपया ई-मेल पाहून पुन्हा लिहा.} other {हा कोड बरोबर नाही. तुम्ही अजून # वेळा प्रयत्न करू शकता. कृपया ई-मेल पाहून पुन्हा लिहा.}}',
  'signin.answer.codeExpired': 'या कोडची मुदत संपली आहे: कोड {minutes} मिनिटेच चालतो. कृपया नवा कोड मागवा.',
  'signin.answer.codeTriesUsed': 'हा कोड खूप वेळा चुकीचा लिहिला गेला, म्हणून आता तो चालणार नाही. कृपया नवा कोड मागवा.',
  'signin.answer.mailFailed': 'तुमचा कोड असलेला ई-मेल आम्ही पाठवू शकलो नाही. कृपया काही मिनिटांनी पुन्हा प्रयत्न करा.',
};
