/**
 * /profile/data's English messages: everything kept about the person, shown as they would
 * read it (features/profile/myData). Option values, mail choices, consent uses, circle parts and
 * grievances are shown with the profile's and the choices' own words.
 */
export const messages = {
  'myData.title': 'Your data',
  'myData.lead': 'Everything we keep about you that is yours to see, as it stands now.',
  'myData.loading': 'Gathering your data…',
  'myData.failed': 'We could not gather your data just now. Please check your connection and try again.',
  'myData.retry': 'Try again',
  'myData.back': 'Back to your profile',
  'myData.madeAt': 'As it stood on {date} at {time}.',
  'myData.correct': 'To correct something you entered, change it on your profile.',
  'myData.download': 'Download it as a file',
  'myData.listMax': 'Each list below shows at most its newest {max}.',
  'myData.none': 'Nothing yet.',
  'myData.kept': 'Kept with us',
  'myData.mailNotKept': 'We send e-mails and keep no copy of them.',
  // Their details, field by field.
  'myData.detailsTitle': 'Your details',
  'myData.field':
    '{field, select, name {Name} email {E-mail} phone {Phone} dob {Date of birth} address {Address} city {City} state {State} zipcode {PIN code} languages {Languages} interests {Interests} services {Services} specialneeds {Special needs} skills {Skills} availability {Availability} experience {Experience} hobbies {Hobbies} certification {Certification} intro {Two lines about you} emergencyContactName {Emergency contact} emergencyContactPhone {Emergency contact’s phone} emergencyContactRelation {Their relationship to you} emergencyContactEmail {Emergency contact’s e-mail} createdAt {Registered on} trialEndsAt {Free trial ends on} lang {Language of your e-mails} cv {Your CV} photo {Your photo} mailOff {E-mails you turned off} other {{field}}}',
  // Their agreements and withdrawals.
  'myData.consentTitle': 'Your consent',
  'myData.agreed': 'You agreed to our privacy notice (version {version}) on {date}, in {language}.',
  'myData.consentChange':
    '{given, select, yes {On {date} you gave again your consent to: {use}} other {On {date} you withdrew your consent to: {use}}}',
  // The person on the other side of a link, and suggested matches.
  'myData.linkTitle': '{role, select, senior {Your volunteer} other {Your senior}}',
  'myData.link': '{name}: {status, select, Requested {asked, not linked yet} other {linked}}',
  'myData.nextVisit': 'Next visit: {date}, {start} to {end}, {task}',
  'myData.matchesTitle': 'People suggested to you',
  // A volunteer's application.
  'myData.applicationTitle': 'Your application',
  'myData.applicationStatus':
    'Sent on {date}. {status, select, Accepted {It was accepted.} Rejected {It was not accepted.} other {It is waiting for a decision.}}',
  'myData.answer':
    '{field, select, motivation {Why you would like to volunteer} companionshipMeaning {What companionship means to you} excitement {What excites you about this work} handlingLoneliness {How you would help a lonely senior} experience {Previous experience} other {Availability}}',
  // Visits and what was said of them.
  'myData.visitsTitle': 'Your visits',
  'myData.visit': '{date}, {start} to {end}',
  'myData.visitWith': 'With {who}',
  'myData.visitStatus': '{status, select, Scheduled {Planned} Done {Done} Cancelled {Cancelled} other {Missed}}',
  'myData.feedbackTitle': 'What you said about visits',
  'myData.mood': '{mood, select, good {Good} okay {Okay} other {Not good}}',
  'myData.helpTitle': 'Your calls for help',
  'myData.helpHandled': 'Dealt with on {date}',
  'myData.helpOpen': 'Our team is looking into it',
  'myData.helpNoWords': 'You asked us to call you.',
  'myData.grievancesTitle': 'Your grievances',
  // Staff actions about them.
  'myData.staffTitle': 'What our staff did about you',
  'myData.staffAction':
    '{action, select, approve {Accepted your application} reject {Did not accept your application} undo {Took back a decision on your application} assign {Arranged a visit} reschedule {Moved a visit} cancel {Cancelled a visit} unlink {Ended a link between a volunteer and a senior} link {Linked a volunteer and a senior} handleConcern {Dealt with something you told us} identityCheck {Recorded that they checked your identity} answerGrievance {Answered your grievance} nameCoordinator {Named your coordinator, or changed them} other {Something else: {action}}}',
  'myData.staffBy': 'By {who}',
  'myData.ourAdmin': 'our administrator',
  // The family circle.
  'myData.circleTitle': 'Your family circle',
  'myData.nominee': 'Your nominee: {member}, named on {date}.',
  'myData.inCirclesTitle': 'Family circles you are in',
  'myData.inCircle': 'The circle of {senior}',
  'myData.mayTheySee': 'May see: {parts}',
} as const;
