/**
 * The language a registered person's e-mails are written in: set at registration,
 * changed when they switch language while signed in (PUT /language).
 */
import type { Lang } from '@gh/common/i18n';
import { updatePerson } from '../../store/people.ts';
import { ServiceError } from '../errors.ts';

/** Saves `lang` on the caller's document; an e-mail belongs to one side only, so one of these updates finds it. */
export async function saveLanguage(email: string, lang: Lang): Promise<void> {
  const [volunteer, senior] = await Promise.all([updatePerson('volunteer', email, { lang }), updatePerson('senior', email, { lang })]);
  if (!volunteer && !senior) throw new ServiceError('noProfile');
}
