import { areaLoader } from '../../i18n/catalogs';

/**
 * The dashboard's words, the bell's (member), the api's answers, the skills' and interests'
 * labels (choices) and the notice of details to review: loaded with the page's chunk, or beside it by the app's start (app/earlyStart.ts).
 */
export const loadDashboardMessages = areaLoader(import.meta.glob('../../i18n/messages/*/{dashboard,member,api,choices,review}.ts'));
