/**
 * The e-mails to people (not the admin's), in English: the source every other language
 * translates (hi.ts, mr.ts). ICU MessageFormat; dates and times arrive formatted
 * (@gh/common/locale-format). Lines are wrapped by hand where the English mails always were.
 */
export const en = {
  helloName: 'Hello {name},',
  hello: 'Hello,',
  wishes: 'With warm wishes,',
  team: 'Golden Hearts',

  'received.subject': 'We have received your Golden Hearts application',
  'received.body':
    'Thank you for applying to volunteer with Golden Hearts. An application with this e-mail\n' +
    'address has arrived and our team will review it soon.\n\n' +
    'We will write to you again as soon as we have decided. Once your application is\n' +
    'accepted, you can register as a volunteer and start meeting seniors.\n\n' +
    'If you did not apply, you can ignore this e-mail.',
  'approved.subject': 'Your Golden Hearts application has been accepted',
  'approved.body':
    'Good news: your application to volunteer with Golden Hearts has been accepted.\n\n' +
    'To finish, register as a volunteer with this link. It fills in your name, phone and\n' +
    'e-mail address from your application for the next {days} days:',
  'approved.after': 'We will e-mail you a one-time code to confirm your registration.',
  'rejected.subject': 'About your Golden Hearts application',
  'rejected.body':
    'Thank you for your interest in volunteering with Golden Hearts. After careful review,\n' +
    'we are not able to accept your application at this time.',
  'rejected.reason': 'Our reviewer noted:',
  'rejected.questions': 'If you have any questions, simply reply to this e-mail or contact our support team.',
  'offer.subject': 'Your Golden Hearts application was sent again',
  'offer.body':
    'An application to volunteer with Golden Hearts was sent again with this e-mail address\n' +
    'on {moment} (India time), while an earlier one is still on file.\n\n' +
    'If you sent it and want it to replace the earlier application, open this link within\n' +
    '{hours} hours, in the browser you sent it from:',
  'offer.after': 'If you did not send it, you can ignore this e-mail: nothing changes unless the link is opened.',

  'visit.times': '{date}, {start} to {end}{overnight, select, yes { the next day} other {}} (India time)',
  'visit.weekly': '{when}, then every week: {weeks, plural, one {# visit} other {# visits}}',
  'visit.what': 'What:  {task}',
  'visit.when': 'When:  {when}',
  'visit.where': 'Where: {city}',
  'new.subject': 'Your Golden Hearts visit on {date}',
  'new.volunteer': 'The admin has arranged your visit to {other}.',
  'new.senior': 'The admin has arranged a visit from your volunteer, {other}.',
  'new.invitation': 'The invitation attached adds the visit to your calendar.',
  'moved.subject': 'Your Golden Hearts visit has moved to {date}',
  'moved.intro': 'The admin has changed your visit. It is now:',
  'moved.invitation': 'The invitation attached moves it in your calendar.',
  'cancelled.subject': 'Cancelled: your Golden Hearts visit on {date}',
  'cancelled.byAdmin': 'The admin has cancelled this visit:',
  'cancelled.pairEnded': 'Your visits together have come to an end, so this is cancelled:',
  'cancelled.reason': 'The admin’s reason: “{reason}”',
  'cancelled.invitation': 'The invitation attached removes it from your calendar.',
  'reminder.subject': 'Tomorrow: your Golden Hearts visit with {other}',
  'reminder.volunteer': 'A reminder: tomorrow you visit {other}.',
  'reminder.senior': 'A reminder: tomorrow {other}, your volunteer, comes to see you.',
  'ended.subject': 'About your Golden Hearts visits',
  'ended.body':
    'Your visits with {other} have come to an end. Thank you for the time you spent together.\n' +
    'Any visits still planned are cancelled.',
  'ended.nextSenior':
    'What happens next: our admin will look for a new volunteer for you and let you know.\n' + 'You do not need to do anything.',
  'ended.nextVolunteer':
    'What happens next: our admin will look for a new senior for you to visit. You can also\n' +
    'connect with someone from the matches on your dashboard.',
  'ended.questions': 'If you have any questions, just reply to this e-mail or call us on {phone}.',
  'trial.subject': 'Your Golden Hearts free trial ends on {date}',
  'trial.body':
    'Your free trial with Golden Hearts ends on {date}. Until then, your visits and the\n' +
    '24/7 support line go on as before.\n\n' +
    'To keep your visits after {date}, or if you have any questions about our plans,\n' +
    'please call us and we will help you choose.',
  'trial.help': 'Questions about your plan? Call us on {phone}.',
  'request.subject': '{other} would like to visit you',
  'request.body':
    '{other}, a Golden Hearts volunteer, would like to visit you. Your dashboard shows what\n' + 'they offer, with a Yes and a No button.',
  'request.yes': 'To say Yes, open your dashboard and press Yes there:',
  'request.no': 'To say No, open your dashboard and press No there:',
  'request.after': 'Nothing is decided until you press one of them. If you say Yes, our admin arranges your first visit.',
  'answer.yesSubject': '{other} said Yes to your visits',
  'answer.noSubject': 'About your request to visit {other}',
  'answer.yes': '{other} has said Yes to your request. Our admin will now arrange your first visit and let you know.',
  'answer.no':
    '{other} has said No this time. Thank you for offering your time: you can connect with\n' +
    'someone else from the matches on your dashboard.',
  'family.someone': 'your family member',
  'family.arrived.subject': 'Golden Hearts: the volunteer has arrived to visit {senior}',
  'family.arrived.body': 'The Golden Hearts volunteer has arrived to visit {senior}: checked in on {moment} (India time).',
  'family.assigned.subject': 'Golden Hearts: a visit to {senior} on {date}',
  'family.assigned.body': 'Our team has planned a visit of a Golden Hearts volunteer to {senior}:',
  'family.moved.subject': 'Golden Hearts: a visit to {senior} has moved to {date}',
  'family.moved.body': 'A visit of the Golden Hearts volunteer to {senior} has moved. It is now:',
  'family.cancelled.subject': 'Golden Hearts: a visit to {senior} on {date} is cancelled',
  'family.cancelled.body': 'Our team has cancelled the visits of the Golden Hearts volunteer to {senior} below:',
  'family.handled.subject': 'Golden Hearts: we have looked into what {senior} asked us',
  'family.handled.body': '{senior} asked us for help on {moment}. Our team has looked into it and dealt with it.',
  'family.trial.subject': 'Golden Hearts: the free trial of {senior} ends on {date}',
  'family.trial.body': 'The Golden Hearts free trial of {senior} ends on {date}.',
  'family.why':
    'You receive this because you are in the family circle of {senior} on Golden Hearts\n' +
    'and chose this e-mail. To choose which e-mails you get, sign in on our family page:',
  'handled.subject': 'We have looked into what you told us',
  'handled.body': 'Thank you for telling us what worried you on {moment}. Our team has looked into it and dealt with it.',
  'handled.more': 'If anything is still not right, just reply to this e-mail or call us on {phone}.',
  'calendar.summary': 'Golden Hearts visit: {task}',
  'calendar.description': '{task}\nVolunteer: {volunteer}\nSenior: {senior}',

  'staffInvite.subject': 'You are invited to help run Golden Hearts',
  'staffInvite.body':
    'The Golden Hearts team has invited this e-mail address to join the staff as\n' +
    '{role, select, owner {an owner} coordinator {a coordinator} other {a viewer}}. To accept, open this link within {days} days:',
  'staffInvite.after':
    'We will e-mail you a one-time code to confirm it is you. The link works once.\n' +
    'If you did not expect this, you can ignore this e-mail: nothing changes unless the link is opened.',
  'circleInvite.subject': 'An invitation to a family circle on Golden Hearts',
  'circleInvite.body':
    'A senior citizen who uses Golden Hearts, our companionship service for older people, has\n' +
    'invited this e-mail address into the family circle: with their consent, you would see the\n' +
    'visits our volunteers make to them.\n\n' +
    'Your code to join is:',
  'circleInvite.link': 'Or open this link to join at once:',
  'circleInvite.after':
    'The code and the link are valid for {minutes} minutes and work only once.\n' +
    'If you do not know who this could be, ignore this e-mail: nothing is shared unless the code is used.',
  'grievanceAnswer.subject': 'An answer to your grievance',
  'grievanceAnswer.body': 'Our grievance officer has answered the grievance you sent us on {filed}:',
  'grievanceAnswer.more': 'If this does not settle it, you may send another grievance from your profile page.',
  'grievanceAnswer.signIn':
    'Our grievance officer has answered the grievance you sent us on {filed}.\n' +
    'To read the answer, sign in and open your profile page:',
} as const;

export type MailKey = keyof typeof en;
