/** The home page (spec section 1 and 2, Home). */
import heroSrc from '../assets/hero.svg';

export const HOME = {
  tagline: 'Silver hairs, golden hearts: companionship with grandkids',
  title: 'Listen, share and laugh, because companionship knows no age',
  lead: 'Golden Hearts brings caring local volunteers to seniors for conversation, activities and a friendly face at the door.',
  joinTrial: 'Join our free 30-day trial',
  seeServices: 'See our services',
  heroImage: {
    // Imported, not a public file: small enough that the build inlines it, so the largest
    // thing on the first screen paints with the page instead of after another request.
    src: heroSrc,
    alt: 'An older woman and a young volunteer laughing together over a cup of tea.',
    width: 560,
    height: 420,
  },
  benefitsTitle: 'Why families choose Golden Hearts',
  benefits: [
    {
      icon: 'companionship',
      title: 'Companionship',
      text: 'A regular visitor who listens, chats and shares a cup of tea: someone to look forward to.',
    },
    {
      icon: 'community',
      title: 'Community',
      text: 'Festivals, workshops and birthday parties where new friendships begin.',
    },
    {
      icon: 'schedule',
      title: 'Flexible Schedule',
      text: 'Visits in the morning, afternoon or evening, planned around your day.',
    },
    {
      icon: 'local',
      title: 'Local Support',
      text: 'Volunteers from your own city, with our support line a phone call away.',
    },
  ],
  reviewsTitle: 'Latest Reviews',
  reviews: [
    {
      name: 'Savitri Deshpande',
      age: 87,
      type: 'Senior Citizen',
      rating: 5,
      text: 'Ananya visits me every Tuesday. We read the newspaper together and she laughs at all my old stories.',
    },
    {
      name: 'Harbhajan Singh',
      age: 80,
      type: 'Senior Citizen',
      rating: 5,
      text: 'My evening walks are not lonely any more. Rohan keeps pace with me and never hurries me.',
    },
    {
      name: 'Meenakshi Iyer',
      age: 89,
      type: 'Senior Citizen',
      rating: 5,
      text: 'The birthday party was the happiest afternoon I have had in years. I sang for everyone!',
    },
  ],
  reviewAge: (age: number) => `Age ${age}`,
  ratingLabel: (stars: number, outOf: number) => `Rated ${stars} out of ${outOf} stars`,
} as const;
