/** A signed-in member's top bar and notifications in Marathi (तुम्ही forms), the terms of ../glossary.md. */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'member'> = {
  'member.accountMenuLabel': 'तुमचं खातं ({email})',
  'member.accountMenuNamed': 'तुमचं खातं: {name} ({email})',
  'member.signedInAs': 'साइन इन केलं आहे:',
  'member.profile': 'प्रोफाइल',
  'member.familyPage': 'कुटुंबाचं पान',
  'member.signOut': 'साइन आउट',
  'member.notificationsLabel': 'सूचना: {count} नवीन',
  'member.notificationsTitle': 'सूचना',
  'member.notificationsEmpty': 'तुम्ही सगळं पाहिलं आहे. आत्ता तुमच्यासाठी नवीन काही नाही.',
  'member.notificationsHint': 'तुमच्या भेटी आणि तुमच्याशी जुळणारे लोक नेहमी तुमच्या डॅशबोर्डवर असतात.',
  'member.toDashboard': 'माझ्या डॅशबोर्डवर जा',
  'member.noNotifications': 'अजून कोणतीही सूचना आलेली नाही',
  'member.high': 'महत्त्वाचं',
  'member.justNow': 'आत्ताच',
  'member.ago':
    '{days, plural, =0 {} one {# दिवस } other {# दिवस }}{hours, plural, =0 {} one {# तास } other {# तास }}{minutes, plural, =0 {} one {# मिनिट } other {# मिनिटं }}आधी',
  'member.taskAssigned': 'ॲडमिनने तुमची भेट ठरवली आहे',
  'member.approvedByAdmin': 'ॲडमिनने मंजुरी दिली',
  'member.requested': 'विनंती पाठवली',
  'member.asksToVisit': 'तुम्हाला भेटायला येऊ इच्छितात: कृपया तुमच्या डॅशबोर्डवर उत्तर द्या',
  'member.saidYes': 'तुम्ही हो म्हटलं आहे: ॲडमिन पहिली भेट ठरवतील',
  'member.yourPartner': '{role, select, senior {तुमचे ज्येष्ठ नागरिक} other {तुमचे स्वयंसेवक}}: {person}',
  'member.closedTitle': '{name} यांना भेटण्याची तुमची विनंती बंद झाली आहे',
  'member.endedTitle': '{name} यांच्यासोबतच्या तुमच्या भेटी संपल्या आहेत',
  'member.endedDetail': 'आमचे ॲडमिन तुमच्यासाठी नवीन स्वयंसेवक शोधतील आणि तुम्हाला कळवतील. तुम्हाला काहीही करायची गरज नाही.',
  'member.closedDetail': '{name} आत्ता भेट घेऊ शकत नाहीत. तुमचा वेळ देऊ केल्याबद्दल धन्यवाद: तुमच्याशी जुळणाऱ्या दुसऱ्या कोणाशी तुम्ही जोडू शकता.',
};
