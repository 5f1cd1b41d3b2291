/** The English messages of every area, for tests that find a page's words as it shows them. */
import type { MessageKey } from '../i18n/areas';
import { catalogIn, tIn } from './inLanguage';

/** Every English message by its key. */
export const EN = catalogIn('en') as Readonly<Record<MessageKey, string>>;
/** `t()` in English. */
export const enT = tIn('en');
