/**
 * Dates, times, numbers and rupees as a reader of each language writes them, through
 * Intl with en-IN, hi-IN and mr-IN. English keeps time.ts's forms, which the spec fixes
 * ('2:30 PM', 'Saturday, 14 March 2026'); Hindi and Marathi get Intl's own, in India's zone.
 */
import { VISIT_TIME_ZONE } from './constants.ts';
import { LOCALES, type Lang } from './i18n.ts';
import { dayText, indiaDateTime, isCalendarDate, momentText, to12Hour, visitDateText, visitSpan } from './time.ts';

const cached = <T>(make: (lang: Lang) => T) => {
  const made = new Map<Lang, T>();
  return (lang: Lang): T => {
    let value = made.get(lang);
    if (value === undefined) made.set(lang, (value = make(lang)));
    return value;
  };
};

const dayFormat = cached(
  (lang) => new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: VISIT_TIME_ZONE.name }),
);
const dateFormat = cached(
  (lang) =>
    new Intl.DateTimeFormat(LOCALES[lang], {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: VISIT_TIME_ZONE.name,
    }),
);
/**
 * The 12-hour clock with the part of the day in words ('दोपहर 2:30', 'सकाळी 10:00'), as people say
 * it: CLDR's Hindi am/pm marker is the Latin 'am'/'pm', English on a Hindi page.
 */
const timeFormat = cached(
  (lang) =>
    new Intl.DateTimeFormat(LOCALES[lang], { hour: 'numeric', minute: '2-digit', hour12: true, dayPeriod: 'short', timeZone: 'UTC' }),
);
/**
 * Numbers hold no words, only digits and separators. CLDR's Marathi groups them by thousands
 * (150,000), where Marathi readers, like everyone in India, group by lakhs (1,50,000): Marathi
 * takes Hindi's number format, which does.
 */
const numberLocale = (lang: Lang) => LOCALES[lang === 'mr' ? 'hi' : lang];
const numberFormat = cached((lang) => new Intl.NumberFormat(numberLocale(lang)));
const rupeeFormat = cached(
  (lang) => new Intl.NumberFormat(numberLocale(lang), { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
);

/** A visit's 'YYYY-MM-DD' as a day in India: 'शनिवार, 14 मार्च 2026' in Hindi. */
export function visitDateIn(date: string, lang: Lang): string {
  if (lang === 'en' || !isCalendarDate(date)) return visitDateText(date);
  return dateFormat(lang).format(visitSpan(date, '00:00', '00:00', VISIT_TIME_ZONE.offsetMinutes).start);
}

/** A 'YYYY-MM-DD' day without its weekday (a birth date): '30 सितंबर 1942' in Hindi; anything else unchanged. */
export function dayIn(date: string, lang: Lang): string {
  if (lang === 'en' || !isCalendarDate(date)) return dayText(date);
  return dayFormat(lang).format(visitSpan(date, '00:00', '00:00', VISIT_TIME_ZONE.offsetMinutes).start);
}

/** An instant's day in India, without the weekday: '30 सितंबर 2026' in Hindi. */
export const dateIn = (ms: number, lang: Lang): string => dayIn(indiaDateTime(ms).slice(0, 10), lang);

const dayMonthFormat = cached(
  (lang) => new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'long', timeZone: VISIT_TIME_ZONE.name }),
);

/** An instant's day and month in India, without the year: '25 December', '25 दिसंबर', '25 डिसेंबर'. */
export const dayMonthIn = (ms: number, lang: Lang): string => dayMonthFormat(lang).format(ms);

/**
 * Marathi says when with the part of the day's locative ('सकाळी 10:00', 'दुपारी 2:30'), where CLDR
 * gives its name ('सकाळ 10:00') and for noon the bookish 'मध्यान्ह'.
 */
const MARATHI_WHEN: Readonly<Record<string, string>> = {
  पहाट: 'पहाटे',
  सकाळ: 'सकाळी',
  मध्यान्ह: 'दुपारी',
  दुपार: 'दुपारी',
  संध्याकाळ: 'संध्याकाळी',
  रात्र: 'रात्री',
};

/** 'HH:MM' (24-hour) on the 12-hour clock: '2:30 PM', in Hindi 'दोपहर 2:30', in Marathi 'दुपारी 2:30'. */
export function timeIn(time: string, lang: Lang): string {
  if (lang === 'en') return to12Hour(time);
  if (to12Hour(time) === time) return time; // not a time of day: unchanged, as in English
  const parts = timeFormat(lang).formatToParts(Date.parse(`1970-01-01T${time.padStart(5, '0')}:00Z`));
  return parts.map(({ type, value }) => (type === 'dayPeriod' && lang === 'mr' ? (MARATHI_WHEN[value] ?? value) : value)).join('');
}

/** 123456 as '1,23,456': India's grouping in every language. */
export const numberIn = (value: number, lang: Lang): string => numberFormat(lang).format(value);

/** Whole rupees: '₹1,500'. */
export const rupeesIn = (amount: number, lang: Lang): string => rupeeFormat(lang).format(amount);

/** An instant as India's clock reads it, on the 12-hour clock: when a volunteer arrived. */
export const clockIn = (ms: number, lang: Lang): string => timeIn(indiaDateTime(ms).slice(11), lang);

/** A moment in India, its day and 12-hour time: '14 March 2026, 3:45 PM', in Hindi '14 मार्च 2026, दोपहर 3:45'. */
export const momentIn = (ms: number, lang: Lang): string =>
  lang === 'en' ? momentText(ms) : `${dayFormat(lang).format(ms)}, ${clockIn(ms, lang)}`;

const orListFormat = cached((lang) => new Intl.ListFormat(LOCALES[lang], { type: 'disjunction' }));
/** Choices as one phrase: 'PDF, DOC or DOCX', in Hindi 'PDF, DOC या DOCX'. */
export const orListIn = (items: readonly string[], lang: Lang): string => orListFormat(lang).format(items);

const agoFormat = cached((lang) => new Intl.RelativeTimeFormat(LOCALES[lang], { numeric: 'auto' }));
const MINUTE_MS = 60_000;

/** How long ago `then` was, at `now`, as a reader says it: '1 minute ago' at the least, '3 hours ago', 'yesterday'. */
export function agoIn(then: number, now: number, lang: Lang): string {
  const minutes = Math.max(1, Math.floor((now - then) / MINUTE_MS));
  if (minutes < 60) return agoFormat(lang).format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return agoFormat(lang).format(-hours, 'hour');
  return agoFormat(lang).format(-Math.floor(hours / 24), 'day');
}
