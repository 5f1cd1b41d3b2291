/**
 * The message areas: the chrome, loaded on every page, and one area per part of the
 * app, loaded with the page that shows it (catalogs.ts, app/lazyPage.ts), so a page ships only
 * its own words. An area is messages/<lang>/<area>.ts in every language, exporting `messages`;
 * English's is the source of the area's keys, which start with `<area>.` (the chrome's excepted).
 *
 * To add an area: write messages/en/<area>.ts, name it below, translate it in hi/ and mr/
 * (typed AreaMessages<'<area>'>), and have each page module that shows it export its loader:
 * `export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*\/<area>.ts'))`
 * (a glob of several areas, `{about,contact}.ts`, loads them all).
 */
import type { messages as chrome } from './messages/en/chrome';
import type { messages as site } from './messages/en/site';
import type { messages as home } from './messages/en/home';
import type { messages as about } from './messages/en/about';
import type { messages as services } from './messages/en/services';
import type { messages as notFound } from './messages/en/notFound';
import type { messages as careers } from './messages/en/careers';
import type { messages as events } from './messages/en/events';
import type { messages as contact } from './messages/en/contact';
import type { messages as dashboard } from './messages/en/dashboard';
import type { messages as member } from './messages/en/member';
import type { messages as api } from './messages/en/api';
import type { messages as profile } from './messages/en/profile';
import type { messages as status } from './messages/en/status';
import type { messages as fields } from './messages/en/fields';
import type { messages as signin } from './messages/en/signin';
import type { messages as register } from './messages/en/register';
import type { messages as apply } from './messages/en/apply';
import type { messages as outcome } from './messages/en/outcome';
import type { messages as person } from './messages/en/person';
import type { messages as registration } from './messages/en/registration';
import type { messages as admin } from './messages/en/admin';
import type { messages as adminVisits } from './messages/en/adminVisits';
import type { messages as choices } from './messages/en/choices';
import type { messages as adminProfile } from './messages/en/adminProfile';
import type { messages as offer } from './messages/en/offer';
import type { messages as review } from './messages/en/review';
import type { messages as terms } from './messages/en/terms';
import type { messages as privacy } from './messages/en/privacy';
import type { messages as staff } from './messages/en/staff';
import type { messages as consent } from './messages/en/consent';
import type { messages as circle } from './messages/en/circle';
import type { messages as family } from './messages/en/family';
import type { messages as myData } from './messages/en/myData';

interface AreaSources {
  chrome: typeof chrome;
  site: typeof site;
  home: typeof home;
  about: typeof about;
  services: typeof services;
  notFound: typeof notFound;
  careers: typeof careers;
  events: typeof events;
  contact: typeof contact;
  dashboard: typeof dashboard;
  member: typeof member;
  api: typeof api;
  profile: typeof profile;
  status: typeof status;
  fields: typeof fields;
  signin: typeof signin;
  register: typeof register;
  apply: typeof apply;
  outcome: typeof outcome;
  person: typeof person;
  registration: typeof registration;
  admin: typeof admin;
  adminVisits: typeof adminVisits;
  choices: typeof choices;
  adminProfile: typeof adminProfile;
  offer: typeof offer;
  review: typeof review;
  terms: typeof terms;
  privacy: typeof privacy;
  staff: typeof staff;
  consent: typeof consent;
  circle: typeof circle;
  family: typeof family;
  myData: typeof myData;
}

export type Area = keyof AreaSources;
type AreaKey<A extends Area> = keyof AreaSources[A] & string;
/** Every key of every area: what `t()` takes. */
export type MessageKey = { [A in Area]: AreaKey<A> }[Area];
/** An area's messages in a language: every English key, checked by the compiler (and by messages.test.ts for the ICU arguments). */
export type AreaMessages<A extends Area> = Readonly<Record<AreaKey<A>, string>>;
