/**
 * The message areas (issue 15): the chrome, loaded on every page, and one area per part of the
 * app, loaded with the page that shows it (catalogs.ts, app/lazyPage.ts), so a page ships only
 * its own words. An area is messages/<lang>/<area>.ts in every language, exporting `messages`;
 * English's is the source of the area's keys, which start with `<area>.` (the chrome's excepted).
 *
 * To add an area: write messages/en/<area>.ts, name it below, translate it in hi/ and mr/
 * (typed AreaMessages<'<area>'>), and give the pages that show it the area in app/router.tsx.
 */
import type { messages as chrome } from './messages/en/chrome';
import type { messages as home } from './messages/en/home';
import type { messages as dashboard } from './messages/en/dashboard';
import type { messages as member } from './messages/en/member';
import type { messages as api } from './messages/en/api';
import type { messages as profile } from './messages/en/profile';
import type { messages as status } from './messages/en/status';
import type { messages as fields } from './messages/en/fields';

interface AreaSources {
  chrome: typeof chrome;
  home: typeof home;
  dashboard: typeof dashboard;
  member: typeof member;
  api: typeof api;
  profile: typeof profile;
  status: typeof status;
  fields: typeof fields;
}

export type Area = keyof AreaSources;
/** The chrome's area: every page has it. */
export const CHROME_AREA: Area = 'chrome';
type AreaKey<A extends Area> = keyof AreaSources[A] & string;
/** Every key of every area: what `t()` takes. */
export type MessageKey = { [A in Area]: AreaKey<A> }[Area];
/** An area's messages in a language: every English key, checked by the compiler (and by messages.test.ts for the ICU arguments). */
export type AreaMessages<A extends Area> = Readonly<Record<AreaKey<A>, string>>;
