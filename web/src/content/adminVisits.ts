/**
 * The words of the admin's visit panels and dialogs (issue 14): Upcoming visits, Concerns,
 * Assign a visit, Reschedule, Cancel visit and Unlink. Web copy, so it lives here; the
 * server's answers (common/src/messages.ts) are shown as they come.
 */
import type { ConcernKind } from '@gh/common/visits';

export const UPCOMING = {
  title: 'Upcoming visits',
  empty: 'No visits are planned.',
  pair: (volunteer: string, senior: string) => `${volunteer} visits ${senior}`,
  reschedule: 'Reschedule',
  cancel: 'Cancel visit',
  /** The accessible names of a row's buttons: which visit they act on. */
  rescheduleLabel: (pair: string, when: string) => `Reschedule: ${pair}, ${when}`,
  cancelLabel: (pair: string, when: string) => `Cancel visit: ${pair}, ${when}`,
} as const;

export const RESCHEDULE_DIALOG = {
  title: 'Reschedule the visit',
  intro: (pair: string) => `${pair}. Both are e-mailed the new time; their calendars move the visit.`,
  cancel: 'Keep as it is',
  confirm: 'Save the new time',
  saving: 'Saving...',
} as const;

export const CANCEL_DIALOG = {
  title: 'Cancel this visit?',
  intro: (pair: string, when: string) => `${pair}, ${when}. Both are e-mailed that it is cancelled.`,
  keep: 'Keep the visit',
  confirm: 'Cancel visit',
  cancelling: 'Cancelling...',
} as const;

export const ASSIGN = {
  open: 'Assign a visit',
  openLabel: (name: string) => `Assign a visit to ${name}`,
  more: 'Add visits',
  moreLabel: (name: string) => `Add visits for ${name}`,
  close: 'Close',
  repeatLabel: 'Repeat weekly for N weeks',
  repeatHelp: 'From 1 to 12. 1 is a single visit.',
  /** An Assigned pair whose visits have all happened or been cancelled. */
  noNextVisit: (senior: string) => `No visit planned with ${senior}. Add visits to plan the next.`,
} as const;

export const UNLINK_DIALOG = {
  open: 'Unlink',
  openLabel: (volunteer: string, senior: string) => `Unlink ${volunteer} and ${senior}`,
  title: (volunteer: string, senior: string) => `End the pair of ${volunteer} and ${senior}?`,
  intro: 'Visits still to come are cancelled, both are told kindly, and both see new matches. The reason stays with the admin.',
  reasonLabel: 'Reason (required)',
  cancel: 'Keep the pair',
  confirm: 'Unlink the pair',
} as const;

export const CONCERNS = {
  title: 'Concerns',
  empty: 'No concerns. Every pair is doing well.',
  /** What happened, in plain words, by kind. */
  what: {
    feedback: (volunteer: string, senior: string) => `${senior} said the visit of ${volunteer} was not good.`,
    missed: (volunteer: string, senior: string) => `A visit of ${volunteer} to ${senior} was missed: nobody checked out on its day.`,
    lapsed: (volunteer: string, senior: string) => `${volunteer} and ${senior} have had no visit for 14 days, and none is planned.`,
  } satisfies Record<ConcernKind, (volunteer: string, senior: string) => string>,
  words: (text: string) => `In their words: "${text}"`,
  noWords: 'They wrote nothing more.',
} as const;
