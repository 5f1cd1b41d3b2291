/**
 * Each language's messages, a chunk of its own, loaded before a page in that language renders
 * (beside React, from main.tsx): a page loads the messages of its language only. A build ships
 * them parsed (web/compiledMessages.ts); the tests load the sources.
 */
import type { Lang } from '@gh/common/i18n';
import type { Catalog } from '@gh/common/translate';
import type { MessageKey } from './messages/en';

/** A language's messages as the app gets them: ICU sources, or parsed by the build. */
export type MessageCatalog = Catalog<MessageKey>;

const LOADERS: Readonly<Record<Lang, () => Promise<MessageCatalog>>> = {
  en: () => import('./messages/en').then((module) => module.en),
  hi: () => import('./messages/hi').then((module) => module.hi),
  mr: () => import('./messages/mr').then((module) => module.mr),
};

export const loadMessages = (lang: Lang): Promise<MessageCatalog> => LOADERS[lang]();
