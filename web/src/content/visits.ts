/**
 * Refusals of the dashboard's visit calls, keyed by code: the dashboard area's words
 * that say what to do next (i18n/messages/en/dashboard.ts), instead of the server's.
 */
import type { MessageKey } from '../i18n/areas';
import type { ErrorCode } from '@gh/common/errors';

export const VISIT_FAILURES = {
  visitNotYet: 'dashboard.visitNotYet',
  visitDayPassed: 'dashboard.visitDayPassed',
  visitNotScheduled: 'dashboard.visitNotScheduled',
  alreadyCheckedIn: 'dashboard.alreadyCheckedIn',
  notCheckedIn: 'dashboard.notCheckedIn',
  visitNotStarted: 'dashboard.visitNotStarted',
  feedbackTooEarly: 'dashboard.feedbackTooEarly',
  feedbackGiven: 'dashboard.feedbackGiven',
  visitNotFound: 'dashboard.visitNotFound',
} as const satisfies Partial<Record<ErrorCode, MessageKey>>;
