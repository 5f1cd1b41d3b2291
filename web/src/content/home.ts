/** The home page (spec section 1 and 2, Home): its words are messages (i18n/messages, `home.*`). */
import heroSrc from '../assets/hero.svg';

export const HOME = {
  heroImage: {
    // Imported, not a public file: small enough that the build inlines it, so the largest
    // thing on the first screen paints with the page instead of after another request.
    src: heroSrc,
    width: 560,
    height: 420,
  },
  benefits: [
    { icon: 'companionship', title: 'home.benefit.companionship.title', text: 'home.benefit.companionship.text' },
    { icon: 'community', title: 'home.benefit.community.title', text: 'home.benefit.community.text' },
    { icon: 'schedule', title: 'home.benefit.schedule.title', text: 'home.benefit.schedule.text' },
    { icon: 'local', title: 'home.benefit.local.title', text: 'home.benefit.local.text' },
  ],
  reviews: [
    { name: 'home.review.savitri.name', age: 87, rating: 5, text: 'home.review.savitri.text' },
    { name: 'home.review.harbhajan.name', age: 80, rating: 5, text: 'home.review.harbhajan.text' },
    { name: 'home.review.meenakshi.name', age: 89, rating: 5, text: 'home.review.meenakshi.text' },
  ],
} as const;
