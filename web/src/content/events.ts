/**
 * /events (spec section 2): four tabs of static events. Dates are recurring ("every Tuesday")
 * so the page never shows an event that has already passed.
 */
export interface EventItem {
  title: string;
  date: string;
  time: string;
  location: string;
  image: { src: string; alt: string };
  description: string;
  participants: number;
}

export interface EventTab {
  id: string;
  label: string;
  events: readonly EventItem[];
}

export const EVENTS = {
  title: 'Events',
  lead: 'Festivals, workshops, parties and sessions: come along, bring a friend, and enjoy the day together.',
  tabsLabel: 'Kinds of events',
  dateLabel: 'Date',
  timeLabel: 'Time',
  locationLabel: 'Place',
  participantsLabel: (count: number) => `${count} taking part`,
  registerNow: 'Register Now',
  /** Events have no sign-up of their own yet: nothing is booked by the button, so say what to do. */
  registerNote: 'Nothing is booked yet. Call us to join:',
  registerAfterCall: 'we will save your place on the phone.',
  tabs: [
    {
      id: 'festivals',
      label: 'Festivals',
      events: [
        {
          title: 'Holi Celebration',
          date: 'On Holi, every March',
          time: '10:00 AM – 1:00 PM',
          location: 'Golden Hearts Community Hall, Pune',
          image: { src: '/illustrations/holi.svg', alt: 'Bright splashes of Holi colours.' },
          description: 'Gentle, skin-safe colours, folk songs, thandai and sweets. Seated areas and shade for everyone.',
          participants: 120,
        },
        {
          title: 'Diwali Diya Evening',
          date: 'During Diwali week, every autumn',
          time: '5:00 PM – 8:00 PM',
          location: 'Golden Hearts Community Hall, Pune',
          image: { src: '/illustrations/diwali.svg', alt: 'Three lit clay lamps.' },
          description: 'Paint and light diyas together, share festive snacks and enjoy a quiet evening of bhajans.',
          participants: 90,
        },
      ],
    },
    {
      id: 'workshops',
      label: 'Workshops',
      events: [
        {
          title: 'Wellness Workshop',
          date: 'First Saturday of each month',
          time: '11:00 AM – 12:30 PM',
          location: 'City Library Meeting Room',
          image: { src: '/illustrations/wellness.svg', alt: 'A green leaf beside a red heart.' },
          description: 'A doctor and a nutritionist talk about healthy eating, good sleep and staying steady on your feet.',
          participants: 45,
        },
        {
          title: 'Arts & Crafts Morning',
          date: 'Second Thursday of each month',
          time: '10:00 AM – 12:00 PM',
          location: 'Golden Hearts Community Hall, Pune',
          image: { src: '/illustrations/crafts.svg', alt: 'A painter\u2019s palette and brush.' },
          description: 'Make greeting cards, paint on clay pots or try simple knitting, with volunteers to help.',
          participants: 30,
        },
      ],
    },
    {
      id: 'parties',
      label: 'Parties',
      events: [
        {
          title: 'Monthly Birthday Bash',
          date: 'Last Sunday of each month',
          time: '4:00 PM – 6:00 PM',
          location: 'Golden Hearts Community Hall, Pune',
          image: { src: '/illustrations/birthday.svg', alt: 'A birthday cake with candles.' },
          description: 'We celebrate everyone born this month with cake, music and plenty of laughter.',
          participants: 60,
        },
        {
          title: 'Old Songs Evening',
          date: 'Third Friday of each month',
          time: '6:00 PM – 8:00 PM',
          location: 'Riverside Park Pavilion',
          image: { src: '/illustrations/music.svg', alt: 'Musical notes rising from a radio.' },
          description: 'Sing along to the film songs of the fifties and sixties. Requests welcome!',
          participants: 75,
        },
      ],
    },
    {
      id: 'sessions',
      label: 'Seminar/Sessions',
      events: [
        {
          title: 'Gentle Yoga & Meditation',
          date: 'Weekly on Tuesday',
          time: '7:30 AM – 8:30 AM',
          location: 'Riverside Park Pavilion',
          image: { src: '/illustrations/yoga.svg', alt: 'A person sitting calmly in a meditation pose under the sun.' },
          description: 'Chair-friendly stretches and breathing with a trained teacher. No experience needed.',
          participants: 35,
        },
        {
          title: 'Staying Safe Online',
          date: 'Second Wednesday of each month',
          time: '3:00 PM – 4:30 PM',
          location: 'City Library Meeting Room',
          image: { src: '/illustrations/online.svg', alt: 'A tablet showing a padlock.' },
          description: 'Video calls with family, spotting scam messages and keeping your phone safe, step by step.',
          participants: 40,
        },
      ],
    },
  ],
} as const satisfies { tabs: readonly [EventTab, ...EventTab[]] } & Record<string, unknown>;
