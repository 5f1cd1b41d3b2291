/** /careers' messages in Marathi (तुम्ही with respectful verb forms): plain everyday words, the terms of ../glossary.md. */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'careers'> = {
  'careers.title': 'आमच्या टीममध्ये सामील व्हा',
  'careers.lead': 'आठवड्यातून काही तास द्या आणि खरंच फरक घडवा. तुम्हाला जमेल ते काम निवडा.',
  'careers.areasTitle': 'तुम्ही कुठे मदत करू शकता',
  'careers.funding.title': 'हिशोब आणि निधी',
  'careers.funding.text': 'आमचा हिशोब व्यवस्थित ठेवा, देणगीदारांना लिहा आणि कार्यक्रम व भेटींसाठी निधी जमवायला मदत करा.',
  'careers.sessions.title': 'भेटी',
  'careers.sessions.text': 'ज्येष्ठ नागरिकांना भेटायला जा: गप्पा, वाचन, संगीत, खेळ किंवा निवांत फेरफटका.',
  'careers.training.title': 'प्रशिक्षण',
  'careers.training.text': 'नवीन स्वयंसेवकांना तयार करा: लक्षपूर्वक ऐकणं, सुरक्षितता आणि प्रत्येकाच्या गतीशी संयम.',
  'careers.events.title': 'कार्यक्रमांचं व्यवस्थापन',
  'careers.events.text': 'सण, कार्यशाळा आणि वाढदिवसाच्या पार्ट्या ठरवा, आणि त्या दिवशी पाहुण्यांचं स्वागत करा.',
  'careers.stepsTitle': 'हे कसं होतं',
  'careers.step.apply': 'तुमचा अर्ज आम्हाला पाठवा.',
  'careers.step.review': 'आमची टीम तो पाहते आणि तुम्हाला ई-मेलने कळवते.',
  'careers.step.register': 'अर्ज मंजूर झाल्यावर स्वयंसेवक म्हणून नोंदणी करा आणि तुमच्या पहिल्या ज्येष्ठ नागरिकांना भेटा.',
  'careers.applyNow': 'आता अर्ज करा',
  'careers.eraseTitle': 'माझा अर्ज पुसून टाका',
  'careers.eraseLead':
    'विचार बदलला? तुम्ही अर्ज केला असेल आणि अजून नोंदणी केली नसेल, तर तुम्ही तुमचा अर्ज आणि सीव्ही पुसून टाकू शकता. हे तुम्हीच आहात याची खात्री करण्यासाठी, ज्या पत्त्यावरून अर्ज केला त्यावर आम्ही एक कोड ई-मेल करतो.',
  'careers.eraseEmail': 'ज्या ई-मेलने तुम्ही अर्ज केला तो',
  'careers.eraseEmailInvalid': 'कृपया ज्या ई-मेल पत्त्याने अर्ज केला तो पूर्ण लिहा.',
  'careers.eraseAsk': 'अर्ज पुसण्याचा कोड पाठवा',
  'careers.eraseSending': 'पाठवत आहोत…',
  'careers.eraseCodeSent': 'आम्ही तुम्हाला एक कोड ई-मेल केला आहे. तुमचा अर्ज पुसण्यासाठी तो खाली लिहा.',
  'careers.eraseSure': 'तुमचा अर्ज आणि सीव्ही पुसले जातील. हे परत करता येणार नाही; तुम्ही नंतर पुन्हा अर्ज करू शकता.',
  'careers.eraseConfirm': 'माझा अर्ज कायमचा पुसून टाका',
  'careers.eraseErasing': 'पुसत आहोत…',
  'careers.eraseCancel': 'माझा अर्ज राहू द्या',
  'careers.eraseDone': 'तुमचा अर्ज आणि सीव्ही पुसले गेले आहेत.',
};
