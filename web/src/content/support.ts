export { SUPPORT } from '@gh/common/support';

/** A phone number as a tel: link's address: '+91 1800 123 4567' -> 'tel:+9118001234567'. */
export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;
