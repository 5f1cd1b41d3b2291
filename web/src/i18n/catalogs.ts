/**
 * Each language's messages. English is in every bundle (the source, and the first paint of `/`);
 * Hindi and Marathi are chunks of their own, loaded before a page in that language renders.
 * A build ships them parsed (web/compiledMessages.ts); the tests load the sources.
 */
import type { Lang } from '@gh/common/i18n';
import type { Catalog } from '@gh/common/translate';
import { en, type MessageKey } from './messages/en';

/** A language's messages as the app gets them: ICU sources, or parsed by the build. */
export type MessageCatalog = Catalog<MessageKey>;

const LOADERS: Readonly<Record<Lang, () => Promise<MessageCatalog>>> = {
  en: () => Promise.resolve(en),
  hi: () => import('./messages/hi').then((module) => module.hi),
  mr: () => import('./messages/mr').then((module) => module.mr),
};

export const loadMessages = (lang: Lang): Promise<MessageCatalog> => LOADERS[lang]();
