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

export const FOOTER_LINKS: readonly NavItem[] = [home, events, careers, contact];

/** Beside the copyright line, on every page: the Terms of Service and the Privacy Policy. */
export const FOOTER_POLICY_LINKS: readonly NavItem[] = [
  { label: 'footer.terms', to: PAGES.terms },
  { label: 'footer.privacy', to: PAGES.privacy },
];

/** Placeholder social links (spec section 1): the networks' home pages until ours exist. */
export const SOCIAL_LINKS = [
  { network: 'facebook', name: 'social.facebook', href: 'https://www.facebook.com/' },
  { network: 'instagram', name: 'social.instagram', href: 'https://www.instagram.com/' },
  { network: 'youtube', name: 'social.youtube', href: 'https://www.youtube.com/' },
  { network: 'x', name: 'social.x', href: 'https://x.com/' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];
