/** A signed-in member's top bar and notifications in Hindi (आप forms), the terms of ../glossary.md. */
import type { AreaMessages } from '../../areas';

export const messages: AreaMessages<'member'> = {
  'member.accountMenuLabel': 'आपका खाता ({email})',
  'member.accountMenuNamed': 'आपका खाता: {name} ({email})',
  'member.signedInAs': 'साइन इन है:',
  'member.profile': 'प्रोफ़ाइल',
  'member.familyPage': 'परिवार वाला पेज',
  'member.signOut': 'साइन आउट',
  'member.notificationsLabel': 'सूचनाएँ: {count} नई',
  'member.notificationsTitle': 'सूचनाएँ',
  'member.notificationsEmpty': 'आपने सब देख लिया है। अभी आपके लिए कुछ नया नहीं है।',
  'member.notificationsHint': 'आपकी मुलाकातें और मैच हमेशा आपके डैशबोर्ड पर हैं।',
  'member.toDashboard': 'मेरे डैशबोर्ड पर जाइए',
  'member.noNotifications': 'अभी कोई सूचना नहीं आई है',
  'member.high': 'अहम',
  'member.justNow': 'अभी-अभी',
  'member.ago':
    '{days, plural, =0 {} one {# दिन } other {# दिन }}{hours, plural, =0 {} one {# घंटा } other {# घंटे }}{minutes, plural, =0 {} one {# मिनट } other {# मिनट }}पहले',
  'member.taskAssigned': 'एडमिन ने आपकी मुलाकात तय कर दी है',
  'member.approvedByAdmin': 'एडमिन ने मंज़ूरी दी',
  'member.requested': 'अनुरोध भेजा गया',
  'member.asksToVisit': 'आपसे मिलने का अनुरोध: कृपया अपने डैशबोर्ड पर जवाब दीजिए',
  'member.saidYes': 'आपने हाँ कहा है: एडमिन पहली मुलाकात तय करेंगे',
  'member.yourPartner': '{role, select, senior {आपके वरिष्ठ नागरिक} other {आपके स्वयंसेवक}}: {person}',
  'member.closedTitle': '{name} से मिलने का आपका अनुरोध बंद हो गया है',
  'member.endedTitle': '{name} के साथ आपकी मुलाकातें पूरी हो गई हैं',
  'member.endedDetail': 'हमारे एडमिन आपके लिए नए स्वयंसेवक ढूँढेंगे और आपको बताएँगे। आपको कुछ भी करने की ज़रूरत नहीं है।',
  'member.closedDetail': '{name} के लिए अभी मुलाकात संभव नहीं है। अपना समय देने के लिए धन्यवाद: आप अपने मैच में से किसी और से जुड़ सकते हैं।',
};
