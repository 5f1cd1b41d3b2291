/**
 * The words of the admin's reject dialog and Activity panel (issue 13): web copy, so it lives
 * here and not in common.
 */
import type { AuditAction } from '@gh/common/documents';

export const REJECT_DIALOG = {
  title: (name: string) => `Reject ${name}?`,
  intro: 'They are e-mailed once the decision is final. A reason is optional; if you give one, it goes in that e-mail.',
  reasonLabel: 'Reason (optional)',
  reasonHelp: (length: number, max: number) => `One paragraph. ${length} of ${max} characters.`,
  cancel: 'Cancel',
  confirm: 'Reject application',
} as const;

export const REASON_PREFIX = 'Reason: ';

export const ACTIVITY = {
  title: 'Activity',
  empty: 'No admin actions yet.',
  /** What the admin did to the person named after it. */
  actions: {
    approve: 'Approved',
    reject: 'Rejected',
    undo: 'Took back the decision on',
    assign: 'Assigned a visit to',
    reschedule: 'Moved a visit of',
    cancel: 'Cancelled a visit of',
    unlink: 'Ended the pair of',
  } satisfies Record<AuditAction, string>,
  byKey: 'with the admin key',
  bySession: (id: string) => `in admin session ${id}`,
  undid: (decision: string) => `It had been ${decision}.`,
  visit: (senior: string, when: string) => `With ${senior}, ${when}.`,
  weekly: (weeks: string) => `Weekly for ${weeks} weeks.`,
  was: (when: string) => `It was ${when}.`,
  pairWith: (senior: string) => `The pair with ${senior} ended.`,
} as const;
