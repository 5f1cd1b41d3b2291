/**
 * The `adminSession` callable (design.md, Identity): `{adminkey}` in, `{message, token}` out,
 * like POST /admin. The service's errors become the callable's error codes through the same
 * status table as the HTTP answers, with the same messages ('Invalid admin key').
 */
import { HttpsError, type CallableRequest, type FunctionsErrorCode } from 'firebase-functions/https';
import { adminKeySchema } from '@gh/common/schemas';
import { clientAddress } from '../http/client-address.ts';
import { STATUS } from '../http/errors.ts';
import { ServiceError } from '../services/errors.ts';
import { adminSession } from '../services/identity/admin-key.ts';

const CALLABLE_CODES: Record<number, FunctionsErrorCode> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  429: 'resource-exhausted',
};

export async function adminSessionCallable(request: CallableRequest<unknown>): Promise<{ message: string; token: string }> {
  const input = adminKeySchema.safeParse(request.data);
  if (!input.success) throw new HttpsError('invalid-argument', input.error.issues[0]?.message ?? 'Admin key is required');
  try {
    return await adminSession(input.data.adminkey, clientAddress(request.rawRequest));
  } catch (error) {
    const callableCode = error instanceof ServiceError ? CALLABLE_CODES[STATUS[error.code]] : undefined;
    if (!callableCode) throw error;
    const { code, message } = error as ServiceError;
    throw new HttpsError(callableCode, message, { code });
  }
}
