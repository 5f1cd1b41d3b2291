/**
 * A form's messages from the shared (zod) schemas: each issue goes to the field it is about,
 * so a form says exactly what the server would.
 */
import type { FieldErrors, FormParse } from './useFormFields';

export interface SchemaIssues {
  issues: { path: PropertyKey[]; message: string }[];
}

/** What the shared schemas' safeParse answers. */
export interface Schema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: SchemaIssues };
}

/** The first message for each field: the last named step of an issue's path; `ignore` skips some. */
export function fieldErrors(error: SchemaIssues, ignore: readonly string[] = []): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.findLast((step): step is string => typeof step === 'string');
    if (field && !ignore.includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** Parses `input` whose keys are the form's own field names. */
export function parseForm<T>(schema: Schema<T>, input: unknown): FormParse<T> {
  const result = schema.safeParse(input);
  return result.success ? { payload: result.data, errors: null } : { payload: null, errors: fieldErrors(result.error) };
}
