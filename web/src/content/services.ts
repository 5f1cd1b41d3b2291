/** /services (spec section 2 and 9): six services, then the subscription plans. */
export const SERVICES = {
  title: 'Our Services',
  lead: 'Friendly company and practical help, planned around what you enjoy.',
  cards: [
    {
      icon: 'companionship',
      title: 'Social Companionship',
      text: 'Regular visits for a chat, a cup of tea and good company.',
    },
    {
      icon: 'reading',
      title: 'Reading Sessions',
      text: 'Newspapers, books and letters read aloud, or read together.',
    },
    {
      icon: 'music',
      title: 'Music & Arts',
      text: 'Old songs, new crafts and painting, at your own pace.',
    },
    {
      icon: 'support',
      title: 'Emotional Support',
      text: 'A patient listener for the good days and the hard ones.',
    },
    {
      icon: 'walking',
      title: 'Walking Companion',
      text: 'A steady arm and good conversation on a walk outdoors.',
    },
    {
      icon: 'games',
      title: 'Games & Activities',
      text: 'Cards, carrom, puzzles and quizzes to keep the mind lively.',
    },
  ],
  plansTitle: 'Subscription Plans',
  plansLead: 'Every senior starts with a free trial. Change or stop your plan at any time.',
  /** Shown after the price: "Free for 30 days", "₹999 per month". */
  durationText: (price: string, duration: string) => (price === 'Free' ? `for ${duration}` : duration),
  startTrial: 'Start your free trial',
} as const;

/** Spec section 3, subscription plan. */
export interface SubscriptionPlan {
  name: string;
  price: string;
  duration: string;
  features: readonly string[];
}

/** Spec section 9: the plans on /services. */
export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  {
    name: 'Trial',
    price: 'Free',
    duration: '30 days',
    features: ['Basic companionship', '2 visits per week', 'Emergency support'],
  },
  {
    name: 'Basic',
    price: '₹999',
    duration: 'per month',
    features: ['All trial features', '4 visits per week', 'Activity planning', '24/7 support line'],
  },
  {
    name: 'Premium',
    price: '₹2499',
    duration: 'per month',
    features: [
      'All basic features',
      'Daily visits',
      'Specialized activities',
      'Priority matching',
      'A dedicated coordinator',
    ],
  },
];
