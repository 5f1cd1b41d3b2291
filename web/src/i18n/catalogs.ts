/**
 * Each language's messages. English is in every bundle (the source, and the first paint of `/`);
 * Hindi and Marathi are chunks of their own, loaded before a page in that language renders.
 */
import type { Lang } from '@gh/common/i18n';
import { en, type Messages } from './messages/en';

const LOADERS: Readonly<Record<Lang, () => Promise<Messages>>> = {
  en: () => Promise.resolve(en),
  hi: () => import('./messages/hi').then((module) => module.hi),
  mr: () => import('./messages/mr').then((module) => module.mr),
};

export const loadMessages = (lang: Lang): Promise<Messages> => LOADERS[lang]();
