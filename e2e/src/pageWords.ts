/**
 * The registration forms' words in each language, as the pages show them (the web app's message
 * areas), so browser tests find a control by its name on /hi/... and /mr/... as on English pages.
 */
import type { Lang } from '@gh/common/i18n';
import { translator } from '@gh/common/translate';
import { messages as enFields } from '@gh/web/messages/en/fields';
import { messages as enPerson } from '@gh/web/messages/en/person';
import { messages as enRegistration } from '@gh/web/messages/en/registration';
import { messages as hiFields } from '@gh/web/messages/hi/fields';
import { messages as hiPerson } from '@gh/web/messages/hi/person';
import { messages as hiRegistration } from '@gh/web/messages/hi/registration';
import { messages as mrFields } from '@gh/web/messages/mr/fields';
import { messages as mrPerson } from '@gh/web/messages/mr/person';
import { messages as mrRegistration } from '@gh/web/messages/mr/registration';

const CATALOGS = {
  en: { ...enFields, ...enPerson, ...enRegistration },
  hi: { ...hiFields, ...hiPerson, ...hiRegistration },
  mr: { ...mrFields, ...mrPerson, ...mrRegistration },
};

/** `t()` over the registration forms' messages in `lang`. */
export const registrationWords = (lang: Lang) =>
  translator(lang, CATALOGS[lang] as Record<keyof typeof enFields | keyof typeof enPerson | keyof typeof enRegistration, string>);

/** A field's name as the form's label starts with it (a required one ends in " *"). */
export const labelled = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
