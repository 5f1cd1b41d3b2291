/**
 * What India Post's directory says of a PIN code, for the forms to show beside the field: asked
 * of the api (GET /places/{pin}) once six digits are typed, each PIN code once per page. The
 * directory is the server's: the web app never downloads it.
 */
import { useEffect, useState } from 'react';
import type { PinPlace } from '@gh/common/places';
import { isPinCode } from '@gh/common/schemas';
import { ApiError, apiRequest } from './api';

/** A PIN code's place, or null when there is no such PIN code. */
export type PinAnswer = PinPlace | null;

const answers = new Map<string, PinAnswer>();

/** The answer for `pin`: undefined until there is one (or when it is not six digits, or the api could not be reached). */
export function usePinPlace(pin: string): PinAnswer | undefined {
  const wanted = pin.trim();
  const [, setAnswered] = useState(0);
  useEffect(() => {
    if (!isPinCode(wanted) || answers.has(wanted)) return;
    const controller = new AbortController();
    apiRequest<PinPlace>('pinPlace', { params: { pin: wanted }, signal: controller.signal })
      .then(
        (place) => answers.set(wanted, place),
        (error: unknown) => {
          if (error instanceof ApiError && error.code === 'pinUnknown') answers.set(wanted, null);
        },
      )
      .finally(() => {
        if (!controller.signal.aborted) setAnswered((count) => count + 1);
      });
    return () => controller.abort();
  }, [wanted]);
  return isPinCode(wanted) ? answers.get(wanted) : undefined;
}
