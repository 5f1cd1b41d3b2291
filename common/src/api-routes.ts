/**
 * The api's routes, apart from the pages' (routes.ts): the public pages import only those, so
 * this table stays out of their first JavaScript.
 */
/** Hosting rewrites this prefix to the `api` function (firebase.json). */
export const API_PREFIX = '/api';

/**
 * The HTTP calls of spec section 7, as Express paths under the api function. Route builders
 * for the web client live beside them so both sides share one table.
 */
export const API = {
  health: { method: 'GET', path: '/health' },
  /** Emulator only: writes probes/{id}, for the live-update test and benchmark. */
  healthProbe: { method: 'POST', path: '/health/probe' },
  sendEmail: { method: 'POST', path: '/sendemail' },
  loginRequest: { method: 'POST', path: '/login/:userType' },
  loginVerify: { method: 'POST', path: '/login/otp-verify/:userType' },
  /**
   * Ours: `{phone}`: may a code go by SMS to this number now (it is registered, and within the
   * limits)? Asked before the browser asks Firebase Auth to send one.
   */
  phoneCodeRequest: { method: 'POST', path: '/login/phone/request' },
  /**
   * Ours: `{idToken, person?}`: the ID token of a Firebase phone sign-in, exchanged for the
   * member session of the person the number belongs to, or the people to choose from.
   */
  phoneSignIn: { method: 'POST', path: '/login/phone/verify' },
  /**
   * Ours: `{phone}`: may a code go by SMS to the number of a registration form now (within the
   * limits; the number need not be registered)? Asked before the browser asks Firebase Auth.
   */
  registrationSmsRequest: { method: 'POST', path: '/register/phone/request' },
  /**
   * Ours: `{idToken, form}`: the ID token of a Firebase phone sign-in of the form's own phone,
   * instead of the e-mailed code: creates the registration and answers the member session.
   */
  verifyVolunteerByPhone: { method: 'POST', path: '/register/phone/verify/volunteer' },
  verifySeniorByPhone: { method: 'POST', path: '/register/phone/verify/senior' },
  /** Ours: a PIN code's district and State from India Post's directory, for the forms: `{pin, district, state}`. */
  pinPlace: { method: 'GET', path: '/places/:pin' },
  registerVolunteer: { method: 'POST', path: '/register/volunteer' },
  registerSenior: { method: 'POST', path: '/register/senior' },
  verifyVolunteer: { method: 'POST', path: '/otp-verify/volunteer' },
  /**
   * The accepted applicant's name, phone and e-mail for the registration form, only for the
   * signed link of the acceptance e-mail: `{token}` in the body, never the path.
   */
  volunteerInvite: { method: 'POST', path: '/register/volunteer/invite' },
  verifySenior: { method: 'POST', path: '/otp-verify/senior' },
  apply: { method: 'POST', path: '/volunteer/volunteer/application' },
  /**
   * Ours: `{token}` of the link mailed when an address with a pending application applies
   * again; makes that second application replace the first.
   */
  replaceApplication: { method: 'POST', path: '/volunteer/volunteer/application/replace' },
  /**
   * Ours: `{email, lang}`: mails a code that erases the application held for `email`, with its
   * resume, while it is not yet an account (docs/privacy.md, Erasure).
   */
  applicationEraseRequest: { method: 'POST', path: '/volunteer/volunteer/application/erase' },
  /** Ours: erases that application with the code: `{email, code}`. */
  applicationEraseConfirm: { method: 'POST', path: '/volunteer/volunteer/application/erase/confirm' },
  getVolunteer: { method: 'GET', path: '/volunteer/:email' },
  getSenior: { method: 'GET', path: '/senior/:email' },
  /** Ours: everything held about the caller that is theirs to see, as JSON (docs/privacy.md). */
  myData: { method: 'GET', path: '/people/:email/data' },
  /** Ours: mails the caller a code to erase their account with (docs/privacy.md, Erasure): `{lang}`. */
  eraseRequest: { method: 'POST', path: '/people/:email/erase' },
  /** Ours: erases the caller's account with that code: `{code}`. */
  eraseConfirm: { method: 'POST', path: '/people/:email/erase/confirm' },
  /** Ours: withdraws or gives again the caller's consent to an optional use: `{use, given, lang}`. */
  optionalUse: { method: 'PUT', path: '/people/:email/consent' },
  volunteerMatches: { method: 'POST', path: '/volunteer/matches' },
  seniorMatches: { method: 'POST', path: '/senior/matches' },
  connect: { method: 'POST', path: '/volunteer/volunteer/connect' },
  /** Ours: the senior answers a volunteer's request to visit, Yes or No. */
  seniorAnswer: { method: 'POST', path: '/senior/answer' },
  /** Ours: the senior takes back her No to a volunteer, who may then be offered and ask again: `{volunteerEmail}`. */
  seniorTakeBack: { method: 'POST', path: '/senior/take-back' },
  saveVolunteer: { method: 'POST', path: '/volunteer/:email' },
  saveSenior: { method: 'POST', path: '/senior/senior/:email' },
  /** Ours: the volunteer's own photo (multipart `file`), made afresh as a small JPEG. */
  savePhoto: { method: 'POST', path: '/volunteer/:email/photo' },
  /** Ours: the signed-in person's language `{lang}`, which their e-mails are written in. */
  saveLanguage: { method: 'PUT', path: '/language' },
  /** Ours: which mails about visits the signed-in person wants: `{off, contactOnCheckIn}`. */
  saveNotices: { method: 'PUT', path: '/notices' },
  /** Ours: `{consentVersion, lang}`: the signed-in member agrees to the current privacy notice. */
  agreeToNotice: { method: 'POST', path: '/consent' },
  /**
   * Ours: `{}`: the signed-in owner of an e-mail keeps, as they are, the details an account
   * registered with it by SMS entered (their review ends, and its phone signs in again).
   */
  keepDetails: { method: 'POST', path: '/details/keep' },
  adminLogin: { method: 'POST', path: '/admin' },
  adminVolunteers: { method: 'GET', path: '/:key/volunteers' },
  adminApplications: { method: 'GET', path: '/:key/applications' },
  approveApplication: { method: 'PUT', path: '/:key/approve-application' },
  rejectApplication: { method: 'PUT', path: '/:key/reject-application' },
  adminApplication: { method: 'POST', path: '/:key/application' },
  assignTask: { method: 'POST', path: '/:key/volunteer/assignTask' },
  /** Takes back an Approve or Reject while it can still be undone: type, email. */
  undoDecision: { method: 'PUT', path: '/:key/undo-decision' },
  /** Makes every decision whose undo time has passed final and sends its e-mail. */
  finalizeDecisions: { method: 'POST', path: '/:key/finalize-decisions' },
  /** Ours: everything stored about one person for /admin/profile: email. */
  adminPerson: { method: 'POST', path: '/:key/person' },
  /** Ours: a spreadsheet of one collection (`file`: one of EXPORT_FILES), streamed. */
  adminExport: { method: 'GET', path: '/:key/export/:file' },
  /** Ours: the caller's visits, upcoming and past, and the hours of the done ones. */
  myVisits: { method: 'GET', path: '/visits' },
  checkIn: { method: 'POST', path: '/visits/:id/check-in' },
  checkOut: { method: 'POST', path: '/visits/:id/check-out' },
  visitFeedback: { method: 'POST', path: '/visits/:id/feedback' },
  rescheduleVisit: { method: 'PUT', path: '/:key/visits/:id' },
  cancelVisit: { method: 'DELETE', path: '/:key/visits/:id' },
  unlinkPair: { method: 'POST', path: '/:key/unlink' },
  /** Ours: the admin links a volunteer and a senior on purpose, even two kept apart: `{vemail, semail}`. */
  linkPair: { method: 'POST', path: '/:key/link' },
  /** Runs the daily visit job now (reminders, missed visits, the lapsed-pairs digest). */
  runReminders: { method: 'POST', path: '/:key/jobs/reminders' },
  /** Runs the daily trial job now: each senior whose free trial ends within 5 days is mailed once. */
  runTrialReminders: { method: 'POST', path: '/:key/jobs/trial-reminders' },
  /**
   * Writes the phone key of people registered before sign-in by SMS (run once after deploying,
   * again while it answers `more`).
   */
  runPhoneKeys: { method: 'POST', path: '/:key/jobs/phone-keys' },
  /**
   * Gives documents stored before places their place, languages and search keys (run once after
   * deploying, again while it answers `more`).
   */
  runPlaces: { method: 'POST', path: '/:key/jobs/places' },
  /** Runs the retention job now, or with `{dryRun: true}` lists what it would erase. */
  runRetention: { method: 'POST', path: '/:key/jobs/retention' },
  /** Ours: the signed-in senior asks the team for help with her visits: `{message}`, optional. */
  seniorHelp: { method: 'POST', path: '/senior/help' },
  /**
   * Ours, a senior's own: `{email | phone, parts, lang?}`: invites the address into her family
   * circle to see `parts`, by a code mailed to it, or the number, to whom nothing is sent
   * (docs/members.md, The family circle).
   */
  circleInvite: { method: 'POST', path: '/circle/invite' },
  /** Ours, a senior's own: the people invited into her circle or in it. */
  circleMembers: { method: 'GET', path: '/circle' },
  /** Ours, a senior's own: `:email` (or an invited number) leaves her circle; what they could see closes in that commit. */
  circleRemove: { method: 'DELETE', path: '/circle/members/:email' },
  /** Ours: `{invite, email, code, consentVersion, lang?}`: the code mailed with the invitation proves the address and joins the circle. */
  circleAccept: { method: 'POST', path: '/circle/accept' },
  /** Ours, a senior's own: `{member}`: names a joined member of her circle her nominee, or none (`null`). */
  circleNominee: { method: 'PUT', path: '/circle/nominee' },
  /**
   * Ours: `{email, lang?}`: a sign-in code for a member of a family circle, mailed only to an
   * address in one; the answer is the same either way.
   */
  familyCode: { method: 'POST', path: '/family/code' },
  /** Ours: `{email, code}`: the code signs a member of a family circle in, to read their views. */
  familyVerify: { method: 'POST', path: '/family/verify' },
  /**
   * Ours: `{phone}`: may a code go by SMS to this number for the family page? Counted as a sign-in
   * by SMS is; the answer is the same whether or not the number is in a circle.
   */
  familySmsRequest: { method: 'POST', path: '/family/phone/request' },
  /**
   * Ours: `{phoneProof}`: a fresh proof of the number answers the invitations by mobile waiting
   * for it and, for a joined member, the session an e-mail code gives.
   */
  familyPhone: { method: 'POST', path: '/family/phone' },
  /** Ours: `{phoneProof, invite, email, lang?}`: mails a code to the e-mail the invitee of a number joins with. */
  circlePhoneCode: { method: 'POST', path: '/circle/accept/phone/code' },
  /** Ours: `{phoneProof, invite, email, code, consentVersion, lang?}`: joins by the number's proof and the e-mail's code. */
  circleAcceptPhone: { method: 'POST', path: '/circle/accept/phone' },
  /**
   * Ours, a member's own (the session of their proven e-mail): `{senior, notices, lang}`: which
   * e-mails about her they want, within the parts she allowed, and in which language.
   */
  familyNotices: { method: 'PUT', path: '/family/notices' },
  /** Ours, a member's own: `{senior}`: they leave her circle; what they could see closes in that commit. */
  familyLeave: { method: 'POST', path: '/family/leave' },
  /**
   * Ours, a member's own: `{senior, message?}`: a member of her circle allowed her calls for help
   * raises one for her, as her own POST /senior/help would, marked as theirs.
   */
  familyHelp: { method: 'POST', path: '/family/help' },
  /**
   * Ours, a member's own: `{consentVersion, lang}`: they agree to the circle's current notice,
   * asked again when it changed, for every circle they are in.
   */
  familyConsent: { method: 'POST', path: '/family/consent' },
  /**
   * Ours, a member's own: `{senior, reason, note, lang?}`: her nominee asks to act for her; it
   * reaches the grievance officer as a grievance, with its 90-day clock.
   */
  nomineeRequest: { method: 'POST', path: '/family/nominee-request' },
  /** Ours: `{category, text, lang?}`: the signed-in person files a grievance for the grievance officer. */
  fileGrievance: { method: 'POST', path: '/grievances' },
  /** Ours, public: the grievance officer's name, e-mail and phone, or `officer: null`. */
  grievanceOfficer: { method: 'GET', path: '/grievance-officer' },
  /** Ours, the officer's and the owners': the open grievances, soonest due first, `?after=` pages on. */
  openGrievances: { method: 'GET', path: '/:key/grievances' },
  /** Ours, the officer's and the owners': `{answer}` answers an open grievance; it is mailed to the person. */
  answerGrievance: { method: 'POST', path: '/:key/grievances/:id/answer' },
  /** Ours, an owner's: `{staff, name, email, phone}` names the grievance officer. */
  nameGrievanceOfficer: { method: 'PUT', path: '/:key/grievance-officer' },
  /**
   * Ours, an owner's: `{semail, staff, name, phone}` names senior `semail`'s coordinator, a
   * coordinator of her city or an owner, with the name and phone her dashboard shows.
   */
  nameCoordinator: { method: 'PUT', path: '/:key/senior/coordinator' },
  /**
   * Ours, any member of staff's: `{list, after?}` answers `{rows, next}`, a page of the
   * volunteers, seniors or applications of the caller's cities, newest first: names, districts,
   * statuses and dates alone (`CityListRow`); `next` (null: the last page) continues it.
   */
  cityList: { method: 'POST', path: '/:key/city-list' },
  /** Ours, an owner's: `{semail}`: the senior has no named coordinator; her concerns reach the team. */
  clearCoordinator: { method: 'DELETE', path: '/:key/senior/coordinator' },
  /** Ours: the admin records what was seen of a volunteer's identity, never its number. */
  identityCheck: { method: 'POST', path: '/:key/identity-check' },
  /**
   * Ours, an owner's: a member of staff's new role and cities, `{email, role, cities}`; their
   * sessions so far end.
   */
  staffAccess: { method: 'PUT', path: '/:key/staff' },
  /** Ours, an owner's: `{email}` is no longer staff; their sessions end. */
  removeStaff: { method: 'DELETE', path: '/:key/staff' },
  /**
   * Ours, an owner's: `{email, role, cities, lang?}`: mails the address a link that makes it a
   * member of staff with that access, once, within STAFF_INVITE_TTL_MS.
   */
  inviteStaff: { method: 'POST', path: '/:key/staff/invite' },
  /**
   * Ours: `{email, invite?, lang?}`: a one-time code to a member of staff, or to the address of
   * the invitation `invite` (the token of its link); the same answer for any other address.
   */
  staffCode: { method: 'POST', path: '/admin/staff/code' },
  /**
   * Ours: `{email, code, invite?}`: the code proves the address; an invitation is accepted.
   * Answers `{message, token}`: the custom token of the member's staff account.
   */
  staffVerify: { method: 'POST', path: '/admin/staff/verify' },
  /** Ours: `{consentVersion, lang}` by a member of staff's session: they agree to the current staff notice. */
  staffConsent: { method: 'POST', path: '/admin/staff/consent' },
  /**
   * Ours, by a member of staff's session: `{email, role, cities}` while it holds (they are staff,
   * and their access has not changed since it began); else 401.
   */
  staffSession: { method: 'GET', path: '/admin/staff/session' },
  /** Ours: the admin closes an open concern with a note: `{note}`. */
  concernHandled: { method: 'POST', path: '/:key/concerns/:id/handled' },
  /** A resume through a signed, short-lived link (query: email, expires, sig). */
  resumeFile: { method: 'GET', path: '/files/resume' },
  /**
   * A volunteer's own CV through a signed, short-lived link (query: email, expires, sig), which
   * GET /volunteer/{email} issues, so /profile can open it in a new tab.
   */
  cvFile: { method: 'GET', path: '/files/cv' },
  /**
   * Ours: `{email}` of a volunteer; answers `{link}` to his photo, for himself and for the senior
   * linked with him only.
   */
  photoLink: { method: 'POST', path: '/files/photo-link' },
  /** A volunteer's photo through that signed, short-lived link (query: email, expires, sig). */
  photoFile: { method: 'GET', path: '/files/photo' },
} as const;

export type ApiName = keyof typeof API;

/** What the admin can download as CSV (GET /{key}/export/{kind}.csv). */
export const EXPORT_KINDS = ['volunteers', 'seniors', 'applications'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const exportFile = (kind: ExportKind) => `${kind}.csv`;

/** Fills `:name` segments of a route path, encoding each value. */
export function apiPath(name: ApiName, params: Record<string, string> = {}): string {
  return API[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing route parameter ${key} for ${name}`);
    return encodeURIComponent(value);
  });
}
