/**
 * The chrome's English messages, loaded on every page: the site's name, the skip
 * link, the top bar and its menus, the language switcher, the footer.
 * English is the source of every key (src/i18n/areas.ts); hi/ and mr/ translate each one.
 */
export const messages = {
  'site.name': 'Golden Hearts',
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
  'footer.terms': 'Terms of Service',
  'footer.privacy': 'Privacy Policy',
  'social.facebook': 'Golden Hearts on Facebook',
  'social.instagram': 'Golden Hearts on Instagram',
  'social.youtube': 'Golden Hearts on YouTube',
  'social.x': 'Golden Hearts on X',
} as const;
