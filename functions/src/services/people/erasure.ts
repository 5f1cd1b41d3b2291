/**
 * Erasing one's own account (docs/privacy.md, Erasure): a code mailed to the person's address or
 * a fresh proof of the account's phone (the only way for an address nobody proved), then the
 * erasure, claimed once (store/erasure.ts) and finished here: the records that must stay name an
 * alias, their files leave Storage, their Firebase Auth accounts go. A call that
 * finds an erasure under way finishes it, and the retention job finishes one left unfinished
 * (services/retention/rules.ts), so none stays half-way.
 */
import type { Lang } from '@gh/common/i18n';
import { logger } from 'firebase-functions/logger';
import { readApplication } from '../../store/applications.ts';
import {
  claimApplicationErasure,
  claimErasure,
  endErasure,
  erasurePasses,
  messageFilesOf,
  readErasure,
  type ErasureDoc,
} from '../../store/erasure.ts';
import { deleteFile, deleteFolder } from '../../store/files.ts';
import { readCircle } from '../../store/circles.ts';
import { readHolder } from '../../store/people.ts';
import { closeWhenInNoCircle } from '../circle/members.ts';
import { ServiceError } from '../errors.ts';
import { deleteMemberAccounts, deletePhoneProofOf } from '../identity/accounts.ts';
import { provePhone } from '../identity/identity.ts';
import { redeemCode, sendCode } from '../identity/otp.ts';
import { limitCodeRequests } from '../rate-limit.ts';

/**
 * Mails the erasure code, which replaces any other code of theirs; 404 when not registered. An
 * address nobody proved is mailed nothing (409 `eraseByPhone`): its account erases with a proof
 * of its phone instead.
 */
export async function requestErasureCode(email: string, lang: Lang): Promise<void> {
  const holder = await readHolder(email);
  if (!holder) throw new ServiceError('notFound');
  if (holder.doc.emailProven === false) throw new ServiceError('eraseByPhone');
  await sendCode({ type: holder.type, email, purpose: 'erase', name: null, lang });
}

/** What erases an account: the code mailed for it, or a fresh proof of its phone (an SMS sign-in's ID token). */
export type ErasureProof = { code: string; phoneProof?: undefined } | { code?: undefined; phoneProof: string };

/** Takes everything an erasure claimed, the marker last; safe to run again, and at once. */
export async function finishErasure(erasure: ErasureDoc, now: number): Promise<void> {
  const files = [...erasure.files, ...(await messageFilesOf(erasure.email))];
  // Her circle as it stands before the passes take it: its members may be left in none.
  const members = erasure.type === 'senior' ? (await readCircle(erasure.email)).map(({ member }) => member) : [];
  await erasurePasses(erasure, now);
  await Promise.all([...files.map(deleteFile), ...erasure.folders.map(deleteFolder)]);
  await deleteMemberAccounts(erasure.email, erasure.phoneAccount);
  for (const member of members) await closeWhenInNoCircle(member);
  await endErasure(erasure.email);
  logger.info('account erased', { alias: erasure.alias, type: erasure.type });
}

/**
 * Erases the caller's account with their erasure code, or with a fresh proof of the account's
 * phone (its `phoneKey` when the claim commits: 403 `phoneNotAccount` otherwise), or finishes an
 * erasure under way. A proof's own Firebase Auth user, which holds the number, goes with it.
 */
export async function eraseAccount(email: string, proof: ErasureProof, now = Date.now()): Promise<void> {
  let erasure = await readErasure(email);
  const phone = proof.phoneProof === undefined ? null : await provePhone(proof.phoneProof);
  if (!erasure) {
    const holder = await readHolder(email);
    if (!holder) throw new ServiceError('notFound');
    const check = ({ phoneKey }: { phoneKey?: string | null }) => {
      if (phone && phoneKey !== phone.phoneKey) throw new ServiceError('phoneNotAccount');
    };
    check(holder.doc);
    if (proof.code !== undefined) await redeemCode(holder.type, email, 'erase', proof.code);
    erasure = await claimErasure(holder.type, email, now, check);
    if (!erasure) throw new ServiceError('notFound');
  }
  await finishErasure(erasure, now);
  if (phone) await deletePhoneProofOf(phone.phoneKey);
}

/**
 * Mails the code that erases the application held for `email` while no account holds the
 * address (an account's erasure takes its application with it). The code goes to the address,
 * so only its owner can use it; its mail carries no words of the caller's.
 */
export async function requestApplicationErasureCode(email: string, clientAddress: string, lang: Lang): Promise<void> {
  await limitCodeRequests(clientAddress);
  if (await readHolder(email)) throw new ServiceError('applicationEmailRegistered');
  if (!(await readApplication(email))) throw new ServiceError('applicationMissing');
  await sendCode({ type: 'volunteer', email, purpose: 'eraseApplication', name: null, lang });
}

/** Erases the application held for `email` with its erasure code (or finishes an erasure under way). */
export async function eraseApplication(email: string, code: string, now = Date.now()): Promise<void> {
  let erasure = await readErasure(email);
  if (!erasure) {
    if (await readHolder(email)) throw new ServiceError('applicationEmailRegistered');
    await redeemCode('volunteer', email, 'eraseApplication', code);
    erasure = await claimApplicationErasure(email, now);
    if (!erasure) throw new ServiceError('applicationMissing');
  }
  await finishErasure(erasure, now);
}
