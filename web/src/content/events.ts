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

/** Each tab's events, in the tabs' order (Festivals first). */
const EVENTS: readonly (EventItem & { tab: EventTab['id'] })[] = [
  { tab: 'festivals', id: 'holi', place: HALL, image: '/illustrations/holi.svg', participants: 120 },
  { tab: 'festivals', id: 'diwali', place: HALL, image: '/illustrations/diwali.svg', participants: 90 },
  { tab: 'workshops', id: 'wellness', place: LIBRARY, image: '/illustrations/wellness.svg', participants: 45 },
  { tab: 'workshops', id: 'crafts', place: HALL, image: '/illustrations/crafts.svg', participants: 30 },
  { tab: 'parties', id: 'birthday', place: HALL, image: '/illustrations/birthday.svg', participants: 60 },
  { tab: 'parties', id: 'songs', place: PARK, image: '/illustrations/music.svg', participants: 75 },
  { tab: 'sessions', id: 'yoga', place: PARK, image: '/illustrations/yoga.svg', participants: 35 },
  { tab: 'sessions', id: 'online', place: LIBRARY, image: '/illustrations/online.svg', participants: 40 },
];

const tab = (id: EventTab['id']): EventTab => ({ id, events: EVENTS.filter((event) => event.tab === id) });
export const EVENT_TABS: readonly [EventTab, ...EventTab[]] = [tab('festivals'), tab('workshops'), tab('parties'), tab('sessions')];
