/** Words of the shared chrome: the top bar, its menus and the footer (spec section 2). */
import { PAGES } from '@gh/common/routes';

export interface NavItem {
  label: string;
  to: string;
}

const home = { label: 'Home', to: PAGES.home };
const services = { label: 'Services', to: PAGES.services };
const events = { label: 'Events', to: PAGES.events };
const about = { label: 'About', to: PAGES.about };
const careers = { label: 'Careers', to: PAGES.careers };
const contact = { label: 'Contact', to: PAGES.contact };
const admin = { label: 'Admin', to: PAGES.admin };

/** Spec section 2: everyone sees these five... */
export const SIGNED_IN_NAV: readonly NavItem[] = [home, services, events, about, contact];
/** ...and signed-out visitors also Careers and Admin. */
export const SIGNED_OUT_NAV: readonly NavItem[] = [home, services, events, about, careers, contact, admin];

export const TOP_BAR = {
  mainNavLabel: 'Main',
  menuToggle: 'Menu',
  signIn: 'Sign In',
  register: 'Register',
  accountMenuLabel: (email: string) => `Your account (${email})`,
  signedInAs: 'Signed in as',
  profile: 'Profile',
  signOut: 'Sign Out',
  // The badge's number is in the name too, as what is seen should be what is heard (WCAG 2.5.3).
  notificationsLabel: (count: number) => `Notifications: ${count} new`,
  notificationsTitle: 'Notifications',
  notificationsEmpty: 'You are all caught up. There is nothing new for you right now.',
  notificationsHint: 'Your visits and matches are always on your dashboard.',
  dashboard: 'Go to my dashboard',
} as const;

export const FOOTER = {
  quickLinksTitle: 'Quick Links',
  quickLinks: [home, events, careers, contact] as readonly NavItem[],
  supportTitle: 'Support',
  phoneLabel: 'Phone',
  emailLabel: 'E-mail',
  followTitle: 'Follow Us',
  tagline: 'Silver hairs, golden hearts: companionship with grandkids.',
  copyright: '© Golden Hearts',
} as const;

/** Placeholder social links (spec section 1): the networks' home pages until ours exist. */
export const SOCIAL_LINKS = [
  { network: 'facebook', name: 'Golden Hearts on Facebook', href: 'https://www.facebook.com/' },
  { network: 'instagram', name: 'Golden Hearts on Instagram', href: 'https://www.instagram.com/' },
  { network: 'youtube', name: 'Golden Hearts on YouTube', href: 'https://www.youtube.com/' },
  { network: 'x', name: 'Golden Hearts on X', href: 'https://x.com/' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];
