/**
 * A member withdrawing consent to an optional use of their data, or giving it again
 * (PUT /people/{email}/consent; docs/privacy.md, Consent). Each change is recorded on their
 * document with its time and language, in the commit that makes it; a call that changes
 * nothing (already so, or twenty at once) records nothing. Notices withdrawn: the notify code
 * treats every optional mail as off. Matching withdrawn: the person leaves the other side's
 * lists and their own is emptied, as when they change; an existing link is kept.
 */
import type { Lang } from '@gh/common/i18n';
import { CONSENT_CHANGES_MAX, hasWithdrawn, type ConsentChange, type OptionalUse } from '@gh/common/optional-uses';
import { inTransaction } from '../../store/firebase.ts';
import { holderIn, updatePersonIn, type Holder } from '../../store/people.ts';
import { ServiceError } from '../errors.ts';
import { keepMatchesCurrent } from '../pairs/matching.ts';

/** Sets the caller's consent to `use`; answers whether anything changed. */
export async function setOptionalUse(email: string, use: OptionalUse, given: boolean, lang: Lang, now = Date.now()): Promise<boolean> {
  const changed = await inTransaction(async (tx): Promise<{ before: Holder; after: Holder['doc'] } | null> => {
    const before = await holderIn(tx, email);
    if (!before) throw new ServiceError('noProfile');
    if (hasWithdrawn(before.doc.withdrawn, use) !== given) return null;
    const change: ConsentChange = { use, given, at: now, lang };
    const consentChanges = [...(before.doc.consentChanges ?? []), change].slice(-CONSENT_CHANGES_MAX);
    const withdrawn = { ...before.doc.withdrawn };
    if (given) delete withdrawn[use];
    else withdrawn[use] = now;
    // The whole map: the transaction read it, so nothing written meanwhile is lost.
    updatePersonIn(tx, before.type, email, { withdrawn, consentChanges });
    return { before, after: { ...before.doc, withdrawn, consentChanges } };
  });
  if (!changed) return false;
  if (use === 'matching') await keepMatchesCurrent(changed.before.type, changed.before.doc, changed.after);
  return true;
}
