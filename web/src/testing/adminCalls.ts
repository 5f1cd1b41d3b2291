/**
 * For component tests of the admin's panels: the admin calls (lib/adminAuth's adminRequest)
 * answered by hand. A test file mocks the module with this one's adminRequest:
 * `vi.mock('../../lib/adminAuth', async () => ({ adminRequest: (await import('../../testing/adminCalls')).adminRequest }))`.
 */
import { vi } from 'vitest';

/** What each call asked (`request`) and how the server answers it: `answer`, or the refusal `refusal`. */
export const adminCalls = { request: vi.fn(), answer: null as unknown, refusal: null as Error | null };

export async function adminRequest(...args: unknown[]): Promise<unknown> {
  adminCalls.request(...args);
  if (adminCalls.refusal) throw adminCalls.refusal;
  return adminCalls.answer;
}

/** No call made yet, no answer and no refusal: for beforeEach. */
export function resetAdminCalls(): void {
  adminCalls.request.mockReset();
  adminCalls.answer = null;
  adminCalls.refusal = null;
}
