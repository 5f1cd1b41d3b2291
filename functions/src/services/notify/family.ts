/**
 * The notices a senior's family gets about her (docs/notifications.md, Her family): each joined
 * member of her circle who chose the notice (FAMILY_NOTICES, within the parts she allowed) reads
 * it in their own language, through the same channels as hers. Invitees who have not joined get
 * nothing. The words are fixed: her first name, dates and times, never anything she, the admin
 * or the volunteer wrote, nor anyone's phone or e-mail. The service that sends her own notice
 * for the event calls this once, after the commit that recorded it (notify.ts, Once each).
 */
import { familyNoticesOf, type FamilyNotice } from '@gh/common/circle';
import { firstName } from '@gh/common/documents';
import { localizedPath, type Lang } from '@gh/common/i18n';
import { isPersonName } from '@gh/common/person-name';
import { SUPPORT } from '@gh/common/support';
import { webOrigin } from '../../config.ts';
import { readCircle } from '../../store/circles.ts';
import { langOf, letter, mailT, type MailT } from '../mail/mail-text.ts';
import type { Notice } from './channel.ts';
import { deliver, type Letter } from './notify.ts';

/** The longest first name of hers a family mail repeats. */
const NAME_IN_FAMILY_MAIL = 40;

/** The page where a member signs in and changes their choices. */
const FAMILY_PAGE = '/family';

/** Her first name when it is a name (one stored before names were checked may not be), else "your family member". */
function herName(t: MailT, name: string): string {
  const first = firstName(name).slice(0, NAME_IN_FAMILY_MAIL);
  return isPersonName(first) ? first : t('family.someone');
}

/** What one member reads, in their language: `her` is her first name as the mail may say it. */
export type FamilyLetter = (t: MailT, lang: Lang, her: string) => Letter;

/**
 * Tells the joined members of `senior`'s circle who chose `notice`, each in their language,
 * with why they get it and where to change it. Answers how many were told.
 */
export async function notifyFamily(notice: FamilyNotice, senior: { email: string; name: string }, write: FamilyLetter): Promise<number> {
  const members = (await readCircle(senior.email)).filter(
    (membership) => membership.status === 'joined' && familyNoticesOf(membership).includes(notice),
  );
  const notices = members.map(({ member, lang: chosen }): Notice => {
    const lang = langOf(chosen);
    const t = mailT(lang);
    const her = herName(t, senior.name);
    const { subject, body } = write(t, lang, her);
    const why = [
      t('family.why', { senior: her }),
      `${webOrigin()}${localizedPath(FAMILY_PAGE, lang)}`,
      '',
      t('ended.questions', { phone: SUPPORT.phone }),
    ];
    return { to: { name: null, email: member, lang }, subject, text: letter(t, null, [...body, '', ...why]) };
  });
  return deliver(`family-${notice}`, notices);
}
