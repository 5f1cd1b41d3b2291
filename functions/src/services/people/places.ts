/**
 * A person's place from their PIN code (common/src/places.ts): the one place the api reads
 * India Post's directory, for forms it stores and for GET /places/{pin}.
 */
import { placeForPin } from '@gh/common/pin-directory';
import type { Place } from '@gh/common/places';
import { ServiceError } from '../errors.ts';

/** The PIN code's place; a 400 `pinUnknown` when India Post's directory has no such PIN code. */
export function placeOfPin(pin: string): Place {
  const place = placeForPin(pin);
  if (!place) throw new ServiceError('pinUnknown');
  return place;
}
