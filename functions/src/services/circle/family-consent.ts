/**
 * A member of family circles agrees again to the circle's notice when its version rose
 * (docs/privacy.md, The notice and the consent): by the session of their proven e-mail, once per
 * version, for every circle they are in.
 */
import { CIRCLE_NOTICE_PURPOSES, CIRCLE_NOTICE_VERSION } from '@gh/common/circle';
import { consentRecord } from '@gh/common/consent';
import type { Lang } from '@gh/common/i18n';
import { agreeInCircles } from '../../store/circles.ts';
import { provedTheirEmail, type Caller } from '../identity/accounts.ts';
import { ServiceError } from '../errors.ts';

/** Records the caller's agreement, read in `lang`. 403 for someone in no circle, and for a phone account's session (its e-mail is nobody's proof). */
export async function agreeToCircleNotice(caller: Caller, lang: Lang, now = Date.now()): Promise<void> {
  if (!provedTheirEmail(caller)) throw new ServiceError('familyNotMember');
  const consent = consentRecord(CIRCLE_NOTICE_VERSION, lang, now, 'again', CIRCLE_NOTICE_PURPOSES);
  if ((await agreeInCircles(caller.email, consent)) === 0) throw new ServiceError('familyNotMember');
}
