/**
 * /privacy's English messages (`privacy.*`): the Privacy Policy. It must stay true to what the
 * app stores (docs/privacy.md lists the same, for engineers): change both together.
 */
export const messages = {
  'privacy.title': 'Privacy Policy',
  'privacy.lead':
    'What we keep about you, why we keep it, who can see it, and how long we keep it. We never sell your information or show it to advertisers.',
  'privacy.why': 'Why:',
  'privacy.who': 'Who sees it:',
  'privacy.kept.title': 'What we keep, and why',
  'privacy.kept.contact.title': 'Your name, e-mail and mobile number',
  'privacy.kept.contact.why': 'To sign you in with a one-time code, and to write to you about your visits.',
  'privacy.kept.contact.who':
    'You and our team. People you may be matched with see your name, e-mail and town. Once a visit is arranged, your volunteer or senior also sees your mobile number.',
  'privacy.kept.home.title': 'Your date of birth, address and PIN code',
  'privacy.kept.home.why': 'To find volunteers or seniors near you (by PIN code), and so that a volunteer can come to a senior’s home.',
  'privacy.kept.home.who': 'You and our team. A senior’s address is shown to her volunteer once a visit is arranged.',
  'privacy.kept.emergency.title': 'Your emergency contact',
  'privacy.kept.emergency.why':
    'So we can reach someone close to you if we are worried. If a senior asks for it, we e-mail this person when her volunteer arrives.',
  'privacy.kept.emergency.who': 'You and our team.',
  'privacy.kept.senior.title': 'A senior’s interests, languages and special needs',
  'privacy.kept.senior.why': 'To match her with a volunteer who suits her, and so that visits fit her needs.',
  'privacy.kept.senior.who':
    'She and our team. Volunteers she may be matched with see what they have in common with her; her volunteer also sees her languages and special needs.',
  'privacy.kept.volunteer.title': 'A volunteer’s application, resume, skills, photo and identity check',
  'privacy.kept.volunteer.why': 'To decide whether to approve a volunteer, to keep seniors safe, and to match well.',
  'privacy.kept.volunteer.who':
    'The volunteer and our team. His senior sees his name, skills, languages, a short introduction, his photo, and whether we checked his identity (never what we saw).',
  'privacy.kept.visits.title': 'Visits and how they went',
  'privacy.kept.visits.why':
    'To plan visits, remind you of them, and know that they happened: dates, times, the task, when the volunteer arrived and left, and what the senior said about the visit.',
  'privacy.kept.visits.who':
    'The senior and volunteer of the visit, and our team. What a senior says about a visit is seen only by her and our team.',
  'privacy.kept.messages.title': 'Your messages and calls for help',
  'privacy.kept.messages.why': 'So that a person on our team can answer you.',
  'privacy.kept.messages.who': 'You and our team.',
  'privacy.kept.choices.title': 'Your language and mail choices',
  'privacy.kept.choices.why': 'To write to you in your language, and only about what you want to hear.',
  'privacy.kept.choices.who': 'You and our team.',
  'privacy.kept.consent.title': 'Your agreement to our privacy notice',
  'privacy.kept.consent.why':
    'To show what you agreed to when you registered or applied: which version of the notice, in which language, and when. When the notice changes, we ask you again.',
  'privacy.kept.consent.who': 'You and our team.',
  'privacy.kept.record.title': 'Our team’s record',
  'privacy.kept.record.why':
    'Each decision our team takes (an approval, a visit arranged, a pair ended, a concern handled) is recorded with the person’s e-mail, so that every action can be checked later.',
  'privacy.kept.record.who': 'Our team only.',
  'privacy.device.title': 'On your phone or computer',
  'privacy.device.text':
    'What you type in a form is kept in that browser tab for up to a day, so nothing is lost if the signal drops. When you are signed in, a copy of your own page is kept so it opens without a connection. Signing out clears both.',
  'privacy.long.title': 'How long we keep it',
  'privacy.long.codes':
    'One-time codes, and the counts we keep to stop misuse, clear themselves within a few days. The record of a mobile number checked with a code by SMS is deleted 30 days after it was last used.',
  'privacy.long.resume':
    'When you send a new resume or photo, the old one is deleted. An application waiting for its owner’s confirmation is deleted, with its resume, after a day.',
  'privacy.long.rest':
    'A volunteer application that was not approved is deleted, with its resume, 90 days after the decision. Our team’s record, and the messages you send us through the Contact page, are deleted after a year. Everything else is kept while you have an account with us. You can correct it, or erase your account, yourself (below).',
  'privacy.rights.title': 'Your choices',
  'privacy.rights.text':
    'On your profile page you can see and correct your details, download a copy of everything we keep about you, turn off the e-mails and the uses you no longer agree to, and erase your account with a code we mail you. What must stay after that, such as a visit’s hours for the volunteer’s record, is kept without your name or contact. You can also write to us through the Contact page or by e-mail.',
  'privacy.rights.nominee':
    'A senior may name one person who has joined her family circle as her nominee, and change or withdraw it at any time. If she dies or cannot act for herself, her nominee can ask our grievance officer to act on her information for her; the officer checks the request and answers within 90 days.',
  'privacy.complain.title': 'Questions and complaints',
  'privacy.complain.text':
    'Write to us through the Contact page, or e-mail {email}. A person on our team will answer you. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
  'privacy.safety.title': 'If something goes wrong',
  'privacy.safety.text':
    'If your information is ever seen by someone who should not see it, we will tell you and the Data Protection Board of India without delay, say what happened and what you can do.',
  'privacy.contactLink': 'Go to the Contact page',
  'privacy.officer.title': 'Our grievance officer',
  'privacy.officer.lead':
    'Our grievance officer answers every grievance about your information within 90 days. Send one from your profile page once you are signed in, or write to them.',
  'privacy.officer.name': 'Grievance officer: {name}',
  'privacy.officer.email': 'E-mail: {email}',
  'privacy.officer.phone': 'Phone: {phone}',
} as const;
