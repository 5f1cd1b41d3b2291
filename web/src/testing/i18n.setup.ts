/**
 * The component tests render a piece of a page, outside the app's I18nProvider: in English,
 * the source language, every area's messages from their sources (vitest.config.ts, the web project).
 */
import { setMessagesOutsideProvider } from '../i18n/I18n';
import type { MessageCatalog } from '../i18n/catalogs';

const areas = import.meta.glob<MessageCatalog>('../i18n/messages/en/*.ts', { import: 'messages', eager: true });
setMessagesOutsideProvider(Object.assign({}, ...Object.values(areas)) as MessageCatalog);
