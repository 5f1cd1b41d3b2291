export { SUPPORT } from '@gh/common/support';

/** The emergency line on /contact: answered day and night, for registered members (spec 9). */
export const EMERGENCY_LINE = {
  phone: '+91 1800 123 9111',
  hours: '24/7',
} as const;

/** A phone number as a tel: link's address: '+91 1800 123 4567' -> 'tel:+9118001234567'. */
export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;
