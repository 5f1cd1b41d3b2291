/**
 * The registration forms' words in each language, as the pages show them (the web app's message
 * areas), so browser tests find a control by its name on /hi/... and /mr/... as on English pages.
 */
import type { Lang } from '@gh/common/i18n';
import { translator } from '@gh/common/translate';
import { messages as enFields } from '../../web/src/i18n/messages/en/fields.ts';
import { messages as enPerson } from '../../web/src/i18n/messages/en/person.ts';
import { messages as enRegistration } from '../../web/src/i18n/messages/en/registration.ts';
import { messages as hiFields } from '../../web/src/i18n/messages/hi/fields.ts';
import { messages as hiPerson } from '../../web/src/i18n/messages/hi/person.ts';
import { messages as hiRegistration } from '../../web/src/i18n/messages/hi/registration.ts';
import { messages as mrFields } from '../../web/src/i18n/messages/mr/fields.ts';
import { messages as mrPerson } from '../../web/src/i18n/messages/mr/person.ts';
import { messages as mrRegistration } from '../../web/src/i18n/messages/mr/registration.ts';

const CATALOGS = {
  en: { ...enFields, ...enPerson, ...enRegistration },
  hi: { ...hiFields, ...hiPerson, ...hiRegistration },
  mr: { ...mrFields, ...mrPerson, ...mrRegistration },
};

/** `t()` over the registration forms' messages in `lang`. */
export const registrationWords = (lang: Lang) => translator(lang, CATALOGS[lang] as Record<keyof typeof enFields | keyof typeof enPerson | keyof typeof enRegistration, string>);

/** A field's name as the form's label starts with it (a required one ends in " *"). */
export const labelled = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
