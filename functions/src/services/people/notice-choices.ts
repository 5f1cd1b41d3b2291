/**
 * The mails a person wants (PUT /notices, docs/notifications.md): what they turned off, kept on
 * their own document, and a senior's wish that her emergency contact hears when her volunteer
 * arrives. A choice the person's side does not have is left out.
 */
import { CHOICES_OF } from '@gh/common/notices';
import type { NoticeChoices } from '@gh/common/schemas';
import { updatePerson } from '../../store/people.ts';
import { ServiceError } from '../errors.ts';

/** Saves on the caller's document; an e-mail belongs to one side only, so one of these updates finds it. */
export async function saveNoticeChoices(email: string, { off, contactOnCheckIn }: NoticeChoices): Promise<void> {
  const offFor = (side: keyof typeof CHOICES_OF) => off.filter((choice) => CHOICES_OF[side].includes(choice));
  const [volunteer, senior] = await Promise.all([
    updatePerson('volunteer', email, { mailOff: offFor('volunteer') }),
    updatePerson('senior', email, { mailOff: offFor('senior'), ...(contactOnCheckIn !== undefined && { contactOnCheckIn }) }),
  ]);
  if (!volunteer && !senior) throw new ServiceError('noProfile');
}
