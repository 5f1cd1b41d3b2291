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
};
