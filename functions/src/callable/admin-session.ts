/**
 * The `adminSession` callable (design.md, Identity): `{adminkey}` in, `{message, token}` out,
 * like POST /admin. The service's HTTP errors become the callable's error codes, with the
 * same messages ('Invalid admin key').
 */
import { HttpsError, type CallableRequest, type FunctionsErrorCode } from 'firebase-functions/https';
import { adminKeySchema } from '@gh/common/schemas';
import { CALLABLE_PROXY_HOPS, clientAddress } from '../http/client-address.ts';
import { HttpError } from '../http/errors.ts';
import { adminSession } from '../services/admin-key.ts';

const CODES: Record<number, FunctionsErrorCode> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  429: 'resource-exhausted',
};

export async function adminSessionCallable(request: CallableRequest<unknown>): Promise<{ message: string; token: string }> {
  const input = adminKeySchema.safeParse(request.data);
  if (!input.success) throw new HttpsError('invalid-argument', input.error.issues[0]?.message ?? 'Admin key is required');
  try {
    return await adminSession(input.data.adminkey, clientAddress(request.rawRequest, CALLABLE_PROXY_HOPS));
  } catch (error) {
    const code = error instanceof HttpError ? CODES[error.status] : undefined;
    if (code && error instanceof HttpError) throw new HttpsError(code, error.message);
    throw error;
  }
}
