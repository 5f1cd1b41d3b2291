/**
 * /circle, where an invitation into a senior's family circle is accepted with the code its
 * e-mail carries (docs/decisions/0037). The mail names nobody, so the page names her only once
 * the code has proven the address (the accept answer); once joined, it leads to /family.
 */
export const messages = {
  'circle.title': 'Join a family circle',
  'circle.lead': 'Golden Hearts brings companionship to senior citizens. A senior can invite a few family members into her circle.',
  'circle.invited': 'A senior has invited {email} into her family circle. You will see her name once you join.',
  'circle.withoutLink': 'Please type the e-mail address the invitation came to, and the code in that e-mail.',
  'circle.noInvite':
    'To join, please open the link in the invitation e-mail. It tells this page which invitation it is. If the link has stopped working, please ask her to invite you again.',
  'circle.email': 'Your e-mail',
  'circle.emailInvalid': 'Please enter a valid e-mail address.',
  'circle.join': 'Join',
  'circle.joining': 'Joining…',
  'circle.joined': 'You have joined {name}’s family circle. She can remove you at any time.',
  'circle.next': 'To see what she shares with you, sign in on the family page with this e-mail address.',
  'circle.toFamily': 'Go to the family page',
  'circle.inviteInvalid':
    'This invitation no longer works: it was used already, or she took it back. If you joined with it before, you are in her circle. Otherwise, please ask her to invite you again.',
  'circle.codeExpired':
    'This code has expired: a code works for {minutes} minutes. Please ask her to invite you again; a new e-mail will bring a new code to type here.',
  'circle.codeUsedUp': 'This code no longer works. Please ask her to invite you again; a new e-mail will bring a new code to type here.',
  'circle.tryAgain': 'Please check the e-mail and the code, then press Join again.',
  'circle.noticeTitle': 'What we keep about you',
  'circle.noticeKeep': 'What we keep: your e-mail address, the e-mails about her you choose and their language, and when you joined.',
  'circle.noticeWhy': 'Why: to show you what she allows you to see, and to send you the e-mails about her you choose.',
  'circle.noticeLeave':
    'She can remove you from her circle at any time, and you can leave it whenever you wish: ask her, or write to us. When you leave, your place in her circle is deleted.',
  'circle.agreeMissing': 'Please read the notice above and tick that you agree.',
  'circle.notices.title': 'E-mails about her',
  'circle.notices.lead': 'Tick the e-mails you want from us about her:',
  'circle.notices.choice':
    '{notice, select, arrival {When her volunteer arrives} assigned {When a visit is planned} changed {When a visit is moved or cancelled} handled {When our team has dealt with her call for help} other {When her free trial is about to end}}',
  'circle.notices.lang': 'Write them in',
  'circle.notices.save': 'Save e-mail choices',
  'circle.notices.saving': 'Saving...',
} as const;
