/**
 * The words of the dialog an outcome that leads elsewhere opens (components/OutcomeNotice.tsx),
 * for the pages that load this area; elsewhere it says them in English.
 */
export const messages = {
  'outcome.note': 'Please note',
  'outcome.goBack': 'Go back',
} as const;
