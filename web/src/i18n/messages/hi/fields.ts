/** What a form says of a field to fix, in Hindi (आप forms), the terms of ../glossary.md. */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'fields'> = {
  'fields.field':
    '{field, select, name {नाम} firstName {पहला नाम} lastName {उपनाम} address {पता} city {शहर} state {राज्य} pinCode {पिन कोड} emergencyName {आपातकाल में संपर्क का नाम} emergencyPhone {आपातकाल में संपर्क का फ़ोन} emergencyRelation {आपातकाल में संपर्क से रिश्ता} phone {फ़ोन} dob {जन्म तारीख} hobbies {शौक़} certification {प्रमाणपत्र} experience {अनुभव} specialNeeds {ख़ास ज़रूरतें} intro {आपके बारे में दो पंक्तियाँ} other {ई-मेल}}',
  'fields.required': '{field} भरना ज़रूरी है',
  'fields.tooLong': '{field} बहुत लंबा है',
  'fields.oneLine': '{field} एक ही पंक्ति में लिखिए, बिना नई पंक्ति के',
  'fields.controlChars': '{field} में कुछ ऐसे चिह्न हैं जो लिए नहीं जा सकते',
  'fields.twoLines': '{field} में ज़्यादा से ज़्यादा 2 पंक्तियाँ हो सकती हैं',
  'fields.notAName': '{field} में केवल नाम लिखिए: वेब पता, ई-मेल पता या कोड नहीं। पूर्ण विराम के बाद एक खाली जगह छोड़िए (डॉ. शर्मा)।',
  'fields.phone': '{field} भारत का नंबर होना चाहिए: 10 अंक, चाहें तो पहले +91 या 0',
  'fields.pinCode': 'पिन कोड 6 अंकों का होना चाहिए, जैसे 411001',
  'fields.state': 'राज्य: कृपया सूची में से अपना राज्य या केंद्र शासित प्रदेश चुनिए',
  'fields.dobParts': 'जन्म तारीख में दिन, महीना और चार अंकों का साल भरिए',
  'fields.dobNoSuchDay': 'यह तारीख होती ही नहीं: कृपया दिन और महीना देखिए',
  'fields.dobFuture': 'जन्म तारीख आगे की नहीं हो सकती',
  'fields.consentMissing': 'कृपया ऊपर की सूचना पढ़िए और सहमति का बॉक्स चुनिए',
  'fields.consentOutdated': 'सूचना बदल गई है: कृपया इसे फिर से पढ़िए और सहमति का बॉक्स चुनिए',
  'fields.dobYear': 'कृपया जन्म का साल देखिए ({year} या उसके बाद)',
  'fields.email': 'कृपया सही ई-मेल पता लिखिए',
  'fields.languages': 'भाषाएँ: कृपया अपनी कम से कम एक भाषा चुनिए',
  'fields.pinPlace': '{district} ज़िला, {state}',
  'fields.pinUnknown': 'यह पिन कोड हमें नहीं मिला। कृपया इसके छह अंक जाँचिए, जैसे 411001।',
  // A form showing its draft (components/DraftNotice.tsx).
  'fields.draftKept': 'आपने जो लिखा था, वह हमने रख लिया है।',
  'fields.draftStartAgain': 'फिर से शुरू कीजिए',
};
