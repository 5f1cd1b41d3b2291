/**
 * Form state for the site's forms: values, and the shared schema's messages shown next
 * to a field once the person has left it, or for every field after a submit. Nothing typed is
 * ever cleared by a failed check.
 */
import { useState, type ChangeEvent } from 'react';
import { useFieldErrorText } from './fieldErrorText';
import { useDraft } from './useDraft';

export type FieldErrors = Partial<Record<string, string>>;

/** A parse of the whole form: the payload when valid, otherwise one message per field. */
export type FormParse<P> = { payload: P; errors: null } | { payload: null; errors: FieldErrors };

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
type ListKey<V> = { [K in keyof V]: V[K] extends string[] ? K : never }[keyof V] & string;

interface Issues {
  issues: { path: PropertyKey[]; message: string }[];
}
/** What the shared (zod) schemas' safeParse answers. */
export interface Schema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: Issues };
}

/** Each issue goes to the field it is about (the last named step of its path), first issue first. */
export function issuesByField(error: Issues, ignored: readonly string[] = []): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.findLast((step): step is string => typeof step === 'string');
    if (field && !ignored.includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** A field's element id; `form` tells apart forms that share field names on one page. */
export const fieldId = (name: string, form = 'field') => `${form}-${name}`;

interface TextHandlers {
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

export function useFormFields<V extends Record<string, string | string[]>, P>(
  initial: V,
  parse: (values: V) => FormParse<P>,
  /** Prefix of the fields' ids (see fieldId). */
  form?: string,
  /** The key of the form's draft (lib/drafts.ts), kept while the person types; none: no draft. */
  draftKey?: string,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const kept = useDraft(draftKey, initial, values, setValues);
  const errors = parse(values).errors ?? {};
  const errorText = useFieldErrorText();
  const errorOf = (name: string) => {
    const error = submitted || touched.has(name) ? errors[name] : undefined;
    return error === undefined ? undefined : errorText(error);
  };

  // One pair of handlers per field for the form's life, so a memoized field (FormTextField)
  // whose value did not change skips rendering when another field changes.
  const [handlers] = useState(() => {
    const pair = (name: string): TextHandlers => ({
      onChange: (event) => setValues((current) => ({ ...current, [name]: event.target.value })),
      onBlur: () => setTouched((current) => new Set(current).add(name)),
    });
    return Object.fromEntries(Object.keys(initial).map((name) => [name, pair(name)])) as Record<TextKey<V>, TextHandlers>;
  });

  function text(name: TextKey<V>) {
    const error = errorOf(name);
    return {
      id: fieldId(name, form),
      name,
      value: values[name] as string,
      ...handlers[name],
      error: !!error,
      // A blank helper keeps the space, so a message appearing does not shift the form.
      helperText: error ?? ' ',
      fullWidth: true,
    };
  }

  function list(name: ListKey<V>) {
    return {
      name,
      value: values[name] as string[],
      onChange: (next: string[]) => {
        setValues((current) => ({ ...current, [name]: next }));
        setTouched((current) => new Set(current).add(name));
      },
      error: errorOf(name),
    };
  }

  /**
   * Fills fields from elsewhere (a link in an e-mail), only those still blank: nothing the person
   * typed is replaced. They count as visited, so a value the form would refuse says so at once.
   */
  function prefill(found: Partial<Record<TextKey<V>, string>>) {
    const names = (Object.keys(found) as TextKey<V>[]).filter((name) => found[name]);
    setValues((current) => {
      const next = { ...current };
      for (const name of names) if (!(current[name] as string).trim()) next[name] = found[name] as V[typeof name];
      return next;
    });
    setTouched((current) => new Set([...current, ...names]));
  }

  /** Shows every message; answers the payload, or focuses the first field that needs a fix. */
  function submit(): P | null {
    setSubmitted(true);
    const result = parse(values);
    if (result.errors === null) return result.payload;
    const first = Object.keys(initial).find((name) => result.errors[name]);
    if (first) document.getElementById(fieldId(first, form))?.focus();
    return null;
  }

  /** Forgets the draft and empties the form, as if opened for the first time. */
  function startAgain() {
    kept.forget();
    setValues(initial);
    setTouched(new Set());
    setSubmitted(false);
  }

  return { values, text, list, submit, prefill, draft: { restored: kept.restored, startAgain } };
}
