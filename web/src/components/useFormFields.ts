/**
 * Form state for the registration forms: values, and the shared schema's messages shown next
 * to a field once the person has left it, or for every field after a submit. Nothing typed is
 * ever cleared by a failed check.
 */
import { useState, type ChangeEvent } from 'react';

export type FieldErrors = Partial<Record<string, string>>;

/** A parse of the whole form: the payload when valid, otherwise one message per field. */
export type FormParse<P> = { payload: P; errors: null } | { payload: null; errors: FieldErrors };

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
type ListKey<V> = { [K in keyof V]: V[K] extends string[] ? K : never }[keyof V] & string;

export const fieldId = (name: string) => `field-${name}`;

export function useFormFields<V extends Record<string, string | string[]>, P>(
  initial: V,
  parse: (values: V) => FormParse<P>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const errors = parse(values).errors ?? {};
  const errorOf = (name: string) => (submitted || touched.has(name) ? errors[name] : undefined);

  function text(name: TextKey<V>) {
    const error = errorOf(name);
    return {
      id: fieldId(name),
      name,
      value: values[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
      onBlur: () => setTouched((current) => new Set(current).add(name)),
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
      onChange: (next: string[]) => setValues((current) => ({ ...current, [name]: next })),
    };
  }

  /** Shows every message; answers the payload, or focuses the first field that needs a fix. */
  function submit(): P | null {
    setSubmitted(true);
    const result = parse(values);
    if (result.errors === null) return result.payload;
    const first = Object.keys(initial).find((name) => result.errors[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
    return null;
  }

  return { values, text, list, submit };
}
