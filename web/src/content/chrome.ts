/** Words of the shared chrome: the top bar, its menus and the footer (spec section 2). */
import { PAGES } from '@gh/common/routes';
import type { MessageKey } from '../i18n/areas';

/** A page in a menu: its name is a message, in the page's language. */
export interface NavItem {
  label: MessageKey;
  to: string;
}

const home = { label: 'nav.home', to: PAGES.home } as const;
const services = { label: 'nav.services', to: PAGES.services } as const;
const events = { label: 'nav.events', to: PAGES.events } as const;
const about = { label: 'nav.about', to: PAGES.about } as const;
const careers = { label: 'nav.careers', to: PAGES.careers } as const;
const contact = { label: 'nav.contact', to: PAGES.contact } as const;
const admin = { label: 'nav.admin', to: PAGES.admin } as const;

/** Spec section 2: everyone sees these five... */
export const SIGNED_IN_NAV: readonly NavItem[] = [home, services, events, about, contact];
/** ...and signed-out visitors also Careers and Admin. */
export const SIGNED_OUT_NAV: readonly NavItem[] = [home, services, events, about, careers, contact, admin];

/** The signed-in part of the bar (SignedInActions), not translated yet: the bar's other words are messages (i18n/messages). */
export const TOP_BAR = {
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

export const FOOTER_LINKS: readonly NavItem[] = [home, events, careers, contact];

/** Placeholder social links (spec section 1): the networks' home pages until ours exist. */
export const SOCIAL_LINKS = [
  { network: 'facebook', name: 'social.facebook', href: 'https://www.facebook.com/' },
  { network: 'instagram', name: 'social.instagram', href: 'https://www.instagram.com/' },
  { network: 'youtube', name: 'social.youtube', href: 'https://www.youtube.com/' },
  { network: 'x', name: 'social.x', href: 'https://x.com/' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];
