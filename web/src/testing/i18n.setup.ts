/**
 * The component tests render a piece of a page, outside the app's I18nProvider: in English,
 * the source language, from the messages' sources (vitest.config.ts, the web project).
 */
import { setMessagesOutsideProvider } from '../i18n/I18n';
import { en } from '../i18n/messages/en';

setMessagesOutsideProvider(en);
