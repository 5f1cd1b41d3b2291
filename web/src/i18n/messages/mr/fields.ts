/** What a form says of a field to fix, in Marathi (तुम्ही forms), the terms of ../glossary.md. */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'fields'> = {
  'fields.field':
    '{field, select, name {नाव} firstName {पहिलं नाव} lastName {आडनाव} address {पत्ता} city {शहर} state {राज्य} pinCode {पिन कोड} emergencyName {आणीबाणीतील संपर्काचं नाव} emergencyPhone {आणीबाणीतील संपर्काचा फोन} emergencyRelation {आणीबाणीतील संपर्काशी नातं} phone {फोन} dob {जन्मतारीख} hobbies {छंद} certification {प्रमाणपत्र} experience {अनुभव} specialNeeds {विशेष गरजा} intro {तुमच्याबद्दल दोन ओळी} other {ई-मेल}}',
  'fields.required': '{field} भरणं आवश्यक आहे',
  'fields.tooLong': '{field} खूप मोठं आहे',
  'fields.oneLine': '{field} एकाच ओळीत लिहा, नवीन ओळ न घेता',
  'fields.controlChars': '{field} मध्ये काही न चालणारी चिन्हं आहेत',
  'fields.twoLines': '{field} मध्ये जास्तीत जास्त 2 ओळी असू शकतात',
  'fields.notAName': '{field} मध्ये फक्त नाव लिहा: वेब पत्ता, ई-मेल पत्ता किंवा कोड नको. पूर्णविरामानंतर एक जागा सोडा (डॉ. शर्मा).',
  'fields.phone': '{field} भारतातला नंबर असावा: 10 अंक, हवं तर आधी +91 किंवा 0',
  'fields.pinCode': 'पिन कोड 6 अंकी असावा, उदा. 411001',
  'fields.state': 'राज्य: कृपया यादीतून तुमचं राज्य किंवा केंद्रशासित प्रदेश निवडा',
  'fields.dobParts': 'जन्मतारखेत दिवस, महिना आणि चार अंकी वर्ष भरा',
  'fields.dobNoSuchDay': 'अशी तारीख अस्तित्वात नाही: कृपया दिवस आणि महिना तपासा',
  'fields.dobFuture': 'जन्मतारीख पुढची असू शकत नाही',
  'fields.consentMissing': 'कृपया वरची सूचना वाचा आणि संमतीचा चौकोन निवडा',
  'fields.consentOutdated': 'सूचना बदलली आहे: कृपया ती पुन्हा वाचा आणि संमतीचा चौकोन निवडा',
  'fields.dobYear': 'कृपया जन्माचं वर्ष तपासा ({year} किंवा नंतर)',
  'fields.email': 'कृपया योग्य ई-मेल पत्ता लिहा',
  'fields.languages': 'भाषा: कृपया तुम्ही बोलता अशी किमान एक भाषा निवडा',
  'fields.pinPlace': '{district} जिल्हा, {state}',
  'fields.pinUnknown': 'हा पिन कोड आम्हाला सापडला नाही. कृपया त्याचे सहा अंक तपासा, उदा. 411001.',
  // A form showing its draft (components/DraftNotice.tsx).
  'fields.draftKept': 'तुम्ही जे लिहिलं होतं, ते आम्ही ठेवलं आहे.',
  'fields.draftStartAgain': 'पुन्हा सुरुवात करा',
};
