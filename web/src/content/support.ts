/** How to reach Golden Hearts: the footer, /contact and the event cards show these. */
export const SUPPORT = {
  phone: '+91 1800 123 4567',
  email: 'support@goldenhearts.example',
} as const;

/** The emergency line on /contact: answered day and night, for registered members (spec 9). */
export const EMERGENCY_LINE = {
  phone: '+91 1800 123 9111',
  hours: '24/7',
} as const;

/** A phone number as a tel: link's address: '+91 1800 123 4567' -> 'tel:+9118001234567'. */
export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

/** The dashboard's help card (issue 12): the 24/7 line, one tap away. */
export const DASHBOARD_SUPPORT = {
  title: '24/7 support line',
  text: 'Someone is there for you day and night, every day of the year.',
  call: 'Need help? Call us',
} as const;
