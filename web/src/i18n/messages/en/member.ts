/**
 * What a signed-in member reads wherever they are: the top bar's bell and account
 * menu, and the notifications, which the bell and the dashboard's card both show. Loaded with the
 * top bar's signed-in chunk (app/SignedInActions.tsx) and with the member pages.
 */
export const messages = {
  'member.accountMenuLabel': 'Your account ({email})',
  'member.accountMenuNamed': 'Your account: {name} ({email})',
  'member.signedInAs': 'Signed in as',
  'member.profile': 'Profile',
  'member.familyPage': 'Your family page',
  'member.signOut': 'Sign Out',
  // The badge's number is in the name too, as what is seen should be what is heard (WCAG 2.5.3).
  'member.notificationsLabel': 'Notifications: {count} new',
  'member.notificationsTitle': 'Notifications',
  'member.notificationsEmpty': 'You are all caught up. There is nothing new for you right now.',
  'member.notificationsHint': 'Your visits and matches are always on your dashboard.',
  'member.toDashboard': 'Go to my dashboard',
  'member.noNotifications': 'No Notifications received',
  'member.high': 'High',
  'member.justNow': 'just now',
  'member.ago':
    '{days, plural, =0 {} one {# day } other {# days }}{hours, plural, =0 {} one {# hour } other {# hours }}{minutes, plural, =0 {} one {# minute } other {# minutes }}ago',
  'member.taskAssigned': 'task assigned by admin',
  'member.approvedByAdmin': 'Approved by admin',
  'member.requested': 'Requested',
  'member.asksToVisit': 'Would like to visit you: please answer on your dashboard',
  'member.saidYes': 'You said Yes: the admin will arrange the first visit',
  'member.yourPartner': '{role, select, senior {Your Senior} other {Your Volunteer}}: {person}',
  'member.closedTitle': 'Your request to visit {name} has closed',
  'member.closedDetail':
    '{name} cannot take a visit just now. Thank you for offering your time: you can connect with someone else from your matches.',
  'member.endedTitle': 'Your visits with {name} have come to an end',
  'member.endedDetail': 'Our admin will look for a new volunteer for you and let you know. You do not need to do anything.',
} as const;
