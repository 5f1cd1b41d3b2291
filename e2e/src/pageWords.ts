/**
 * The registration forms' words in each language, as the pages show them (the web app's message
 * areas), so browser tests find a control by its name on /hi/... and /mr/... as on English pages.
 */
import type { Lang } from '@gh/common/i18n';
import { translator } from '@gh/common/translate';
import { messages as enConsent } from '@gh/web/messages/en/consent';
import { messages as enFields } from '@gh/web/messages/en/fields';
import { messages as enPerson } from '@gh/web/messages/en/person';
import { messages as enRegistration } from '@gh/web/messages/en/registration';
import { messages as hiConsent } from '@gh/web/messages/hi/consent';
import { messages as hiFields } from '@gh/web/messages/hi/fields';
import { messages as hiPerson } from '@gh/web/messages/hi/person';
import { messages as hiRegistration } from '@gh/web/messages/hi/registration';
import { messages as mrConsent } from '@gh/web/messages/mr/consent';
import { messages as mrFields } from '@gh/web/messages/mr/fields';
import { messages as mrPerson } from '@gh/web/messages/mr/person';
import { messages as mrRegistration } from '@gh/web/messages/mr/registration';

const CATALOGS = {
  en: { ...enFields, ...enPerson, ...enRegistration, ...enConsent },
  hi: { ...hiFields, ...hiPerson, ...hiRegistration, ...hiConsent },
  mr: { ...mrFields, ...mrPerson, ...mrRegistration, ...mrConsent },
};

type Key = keyof typeof enFields | keyof typeof enPerson | keyof typeof enRegistration | keyof typeof enConsent;

/** `t()` over the registration forms' messages in `lang`, and the privacy notice's they show. */
export const registrationWords = (lang: Lang) => translator(lang, CATALOGS[lang] as Record<Key, string>);

/** A field's name as the form's label starts with it (a required one ends in " *"). */
export const labelled = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
