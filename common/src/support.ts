/**
 * How to reach Golden Hearts: the footer, /contact and the event cards show these, and the
 * answers that cannot help a person further (a code refused for now) name the phone.
 */
export const SUPPORT = {
  phone: '+91 1800 123 4567',
  email: 'support@goldenhearts.example',
} as const;
