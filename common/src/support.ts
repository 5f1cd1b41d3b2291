/**
 * How to reach Golden Hearts, the one place that says it: the footer, /contact, the event
 * cards, the dashboard's support line and every e-mail show these, and the answers that cannot
 * help a person further (a code refused for now) name the phone. The phone is one line,
 * answered day and night (`hours`) for registered members (spec section 9).
 */
export const SUPPORT = {
  phone: '+91 1800 123 4567',
  email: 'support@goldenhearts.example',
  hours: '24/7',
} as const;
