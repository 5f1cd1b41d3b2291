/**
 * A member agreeing again to the privacy notice (POST /consent), when the version they agreed
 * to is older than the current one (docs/privacy.md, Consent). One agreement per version is
 * kept: a second call for the same version, or twenty at once, records nothing more.
 */
import { consentKey, consentRecord, type ConsentRecord } from '@gh/common/consent';
import type { Lang } from '@gh/common/i18n';
import { inTransaction } from '../../store/firebase.ts';
import { holderIn, updatePersonIn } from '../../store/people.ts';
import { ServiceError } from '../errors.ts';

/** Records the caller's agreement to `version`, shown in `lang`; answers whether it was new. */
export function agreeToNotice(email: string, version: number, lang: Lang, now = Date.now()): Promise<boolean> {
  const key = consentKey(version);
  return inTransaction(async (tx) => {
    const holder = await holderIn(tx, email);
    if (!holder) throw new ServiceError('noProfile');
    if (holder.doc.consents?.[key]) return false;
    const agreed: Record<`consents.${string}`, ConsentRecord> = { [`consents.${key}`]: consentRecord(version, lang, now, 'again') };
    updatePersonIn(tx, holder.type, email, agreed);
    return true;
  });
}
