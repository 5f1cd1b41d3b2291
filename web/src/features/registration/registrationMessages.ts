import { areaLoader } from '../../i18n/catalogs';

/**
 * The areas both registration pages show: their own words, the person's fields they share with
 * /profile, the fields' messages, the api's answers, the code step's (signin), its outcome
 * dialog's, the options' labels (choices) and the privacy notice (consent).
 */
export const loadRegistrationMessages = areaLoader(
  import.meta.glob('../../i18n/messages/*/{registration,person,fields,api,signin,outcome,choices,consent}.ts'),
);
