/** The English messages of every area, for tests that find a page's words as it shows them. */
import { translator } from '@gh/common/translate';
import type { MessageKey } from '../i18n/areas';

const areas = import.meta.glob<Record<string, string>>('../i18n/messages/en/*.ts', { import: 'messages', eager: true });

/** Every English message by its key. */
export const EN = Object.assign({}, ...Object.values(areas)) as Readonly<Record<MessageKey, string>>;
/** `t()` in English. */
export const enT = translator('en', EN);
