/** /services (spec section 2 and 9): six services, then the subscription plans; their words are messages (i18n/messages, `services.*`). */
import type { MessageKey } from '../i18n/areas';

export const SERVICE_CARDS = [
  { icon: 'companionship', title: 'services.companionship.title', text: 'services.companionship.text' },
  { icon: 'reading', title: 'services.reading.title', text: 'services.reading.text' },
  { icon: 'music', title: 'services.music.title', text: 'services.music.text' },
  { icon: 'support', title: 'services.support.title', text: 'services.support.text' },
  { icon: 'walking', title: 'services.walking.title', text: 'services.walking.text' },
  { icon: 'games', title: 'services.games.title', text: 'services.games.text' },
] as const;

/** A feature of a plan: its message and the message's values. */
export interface PlanFeature {
  key: MessageKey;
  values?: Record<string, number>;
}

/** Spec section 3, subscription plan: a free plan's duration is in days, a paid one is per month. */
export interface SubscriptionPlan {
  name: MessageKey;
  /** The spec's price, '₹999' a month (its digits are Latin in every language); null for the free trial. */
  price: string | null;
  trialDays?: number;
  features: readonly PlanFeature[];
}

/** Spec section 9: the plans on /services. */
export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  {
    name: 'services.plan.trial',
    price: null,
    trialDays: 30,
    features: [
      { key: 'services.feature.basicCompanionship' },
      { key: 'services.feature.visitsPerWeek', values: { visits: 2 } },
      { key: 'services.feature.emergencySupport' },
    ],
  },
  {
    name: 'services.plan.basic',
    price: '₹999',
    features: [
      { key: 'services.feature.allTrial' },
      { key: 'services.feature.visitsPerWeek', values: { visits: 4 } },
      { key: 'services.feature.activityPlanning' },
      { key: 'services.feature.supportLine' },
    ],
  },
  {
    name: 'services.plan.premium',
    price: '₹2499',
    features: [
      { key: 'services.feature.allBasic' },
      { key: 'services.feature.dailyVisits' },
      { key: 'services.feature.specialized' },
      { key: 'services.feature.priorityMatching' },
      { key: 'services.feature.coordinator' },
    ],
  },
];
