/**
 * A member of a senior's family circle asks our team for help for her (docs/members.md, The
 * family circle): the same call for help as her own (visits/concerns.ts raiseHelp), marked as
 * raised by them, and allowed only while they are in her circle with her calls for help among
 * what they see, decided with what its commit reads of her circle.
 */
import { circleDocId } from '@gh/common/circle';
import { provedTheirEmail, type Caller } from '../identity/accounts.ts';
import { ServiceError } from '../errors.ts';
import { limitHits } from '../rate-limit.ts';
import { raiseHelp } from '../visits/concerns.ts';

/**
 * The caller, by the session of their proven e-mail (never a phone account's), raises a call for
 * help for `senior`: 403 `familyHelpNotAllowed` unless they joined her circle with the `help` part.
 * Counted like her own calls, per member of her circle.
 */
export async function askForHelpAsFamily(caller: Caller, senior: string, message: string, now = Date.now()): Promise<void> {
  if (!provedTheirEmail(caller)) throw new ServiceError('familyHelpNotAllowed');
  await limitHits('seniorHelp', circleDocId(senior, caller.email), now);
  await raiseHelp(senior, message, caller.email, now, ({ members }) => {
    const membership = members.find(({ member }) => member === caller.email);
    if (!membership?.parts.includes('help')) throw new ServiceError('familyHelpNotAllowed');
  });
}
