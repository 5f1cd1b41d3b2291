/**
 * A member's own choice of the e-mails they get about a senior whose circle they joined
 * (docs/notifications.md, Her family): only by the session of their proven e-mail, only within
 * the parts she allowed, stored on the membership and their view in one commit.
 */
import { familyNoticesAllowed, type FamilyNotice } from '@gh/common/circle';
import type { Lang } from '@gh/common/i18n';
import { chooseNotices } from '../../store/circles.ts';
import { provedTheirEmail, type Caller } from '../identity/accounts.ts';
import { ServiceError } from '../errors.ts';

/**
 * The caller, a joined member of `senior`'s circle, wants `notices` (those her parts do not
 * allow are left out) in `lang`. 403 for anyone else: one never in her circle, one removed, one
 * only invited, and a phone account's session (its e-mail is nobody's proof).
 */
export async function setFamilyNotices(caller: Caller, senior: string, notices: FamilyNotice[], lang: Lang): Promise<FamilyNotice[]> {
  if (!provedTheirEmail(caller)) throw new ServiceError('familyNotMember');
  const stored = await chooseNotices(
    senior,
    caller.email,
    (joined) => familyNoticesAllowed(joined.parts).filter((notice) => notices.includes(notice)),
    lang,
  );
  if (!stored) throw new ServiceError('familyNotMember');
  return stored;
}
