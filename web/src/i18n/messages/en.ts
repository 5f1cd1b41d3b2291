/**
 * The English messages, the source of every key (issue 15): ICU MessageFormat, as the spec
 * writes them. hi.ts and mr.ts translate each key; the glossary beside them keeps the terms.
 * Keys are grouped by where they show: `chrome.*`, `nav.*`, `topBar.*`, `footer.*` the shared
 * chrome, `home.*` the home page. A page's title is its heading, so it goes with the page's keys.
 */
export const en = {
  'site.name': 'Golden Hearts',
  'site.description': 'Golden Hearts connects seniors with caring local volunteers for companionship, conversation and a helping hand. Start a free 30-day trial.',
  'chrome.skipToMain': 'Skip to main content',
  'chrome.loading': 'Loading…',
  'nav.home': 'Home',
  'nav.services': 'Services',
  'nav.events': 'Events',
  'nav.about': 'About',
  'nav.careers': 'Careers',
  'nav.contact': 'Contact',
  'nav.admin': 'Admin',
  'topBar.mainNavLabel': 'Main',
  'topBar.menuToggle': 'Menu',
  'topBar.signIn': 'Sign In',
  'topBar.register': 'Register',
  'language.label': 'Language',
  'footer.quickLinksTitle': 'Quick Links',
  'footer.supportTitle': 'Support',
  'footer.phoneLabel': 'Phone',
  'footer.emailLabel': 'E-mail',
  'footer.followTitle': 'Follow Us',
  'footer.tagline': 'Silver hairs, golden hearts: companionship with grandkids.',
  'footer.copyright': '© Golden Hearts',
  'social.facebook': 'Golden Hearts on Facebook',
  'social.instagram': 'Golden Hearts on Instagram',
  'social.youtube': 'Golden Hearts on YouTube',
  'social.x': 'Golden Hearts on X',
  'home.tagline': 'Silver hairs, golden hearts: companionship with grandkids',
  'home.title': 'Listen, share and laugh, because companionship knows no age',
  'home.lead': 'Golden Hearts brings caring local volunteers to seniors for conversation, activities and a friendly face at the door.',
  'home.joinTrial': 'Join our free 30-day trial',
  'home.seeServices': 'See our services',
  'home.heroAlt': 'An older woman and a young volunteer laughing together over a cup of tea.',
  'home.benefitsTitle': 'Why families choose Golden Hearts',
  'home.benefit.companionship.title': 'Companionship',
  'home.benefit.companionship.text': 'A regular visitor who listens, chats and shares a cup of tea: someone to look forward to.',
  'home.benefit.community.title': 'Community',
  'home.benefit.community.text': 'Festivals, workshops and birthday parties where new friendships begin.',
  'home.benefit.schedule.title': 'Flexible Schedule',
  'home.benefit.schedule.text': 'Visits in the morning, afternoon or evening, planned around your day.',
  'home.benefit.local.title': 'Local Support',
  'home.benefit.local.text': 'Volunteers from your own city, with our support line a phone call away.',
  'home.reviewsTitle': 'Latest Reviews',
  'home.review.savitri.name': 'Savitri Deshpande',
  'home.review.savitri.text': 'Ananya visits me every Tuesday. We read the newspaper together and she laughs at all my old stories.',
  'home.review.harbhajan.name': 'Harbhajan Singh',
  'home.review.harbhajan.text': 'My evening walks are not lonely any more. Rohan keeps pace with me and never hurries me.',
  'home.review.meenakshi.name': 'Meenakshi Iyer',
  'home.review.meenakshi.text': 'The birthday party was the happiest afternoon I have had in years. I sang for everyone!',
  'home.reviewerType': 'Senior Citizen',
  'home.reviewAge': 'Age {age}',
  'home.ratingLabel': 'Rated {stars} out of {outOf} stars',
} as const;

export type MessageKey = keyof typeof en;
/** A language's messages: every key, checked by the compiler (and by messages.test.ts for the ICU arguments). */
export type Messages = Readonly<Record<MessageKey, string>>;
