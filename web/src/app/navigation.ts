import { PAGES } from '@gh/common/routes';

export interface NavItem {
  label: string;
  to: string;
}

/** Public pages in the top bar (spec section 2, signed-out visitors). */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Home', to: PAGES.home },
  { label: 'About', to: PAGES.about },
  { label: 'Services', to: PAGES.services },
  { label: 'Events', to: PAGES.events },
  { label: 'Careers', to: PAGES.careers },
  { label: 'Contact', to: PAGES.contact },
];

/** The footer's Quick Links (spec section 2). */
export const FOOTER_NAV: readonly NavItem[] = [
  { label: 'Home', to: PAGES.home },
  { label: 'Events', to: PAGES.events },
  { label: 'Careers', to: PAGES.careers },
  { label: 'Contact', to: PAGES.contact },
];
