/**
 * /events (spec section 2): four tabs of static events. Dates are recurring ("every Tuesday")
 * so the page never shows an event that has already passed. The words are messages
 * (i18n/messages, `events.*`): an event's are `events.<id>.title`, `.date`, `.time`, `.alt`
 * and `.description` (times in words, सुबह 10 बजे: Intl's Hindi and Marathi write AM and PM in
 * Latin letters, glossary.md).
 */
import type { MessageKey } from '../i18n/areas';

export interface EventItem {
  id: 'holi' | 'diwali' | 'wellness' | 'crafts' | 'birthday' | 'songs' | 'yoga' | 'online';
  place: MessageKey;
  image: string;
  participants: number;
}

export interface EventTab {
  id: 'festivals' | 'workshops' | 'parties' | 'sessions';
  events: readonly EventItem[];
}

const HALL = 'events.place.hall';
const LIBRARY = 'events.place.library';
const PARK = 'events.place.park';

export const EVENT_TABS: readonly [EventTab, ...EventTab[]] = [
  {
    id: 'festivals',
    events: [
      { id: 'holi', place: HALL, image: '/illustrations/holi.svg', participants: 120 },
      { id: 'diwali', place: HALL, image: '/illustrations/diwali.svg', participants: 90 },
    ],
  },
  {
    id: 'workshops',
    events: [
      { id: 'wellness', place: LIBRARY, image: '/illustrations/wellness.svg', participants: 45 },
      { id: 'crafts', place: HALL, image: '/illustrations/crafts.svg', participants: 30 },
    ],
  },
  {
    id: 'parties',
    events: [
      { id: 'birthday', place: HALL, image: '/illustrations/birthday.svg', participants: 60 },
      { id: 'songs', place: PARK, image: '/illustrations/music.svg', participants: 75 },
    ],
  },
  {
    id: 'sessions',
    events: [
      { id: 'yoga', place: PARK, image: '/illustrations/yoga.svg', participants: 35 },
      { id: 'online', place: LIBRARY, image: '/illustrations/online.svg', participants: 40 },
    ],
  },
];
