import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { useFormFields, type FormParse } from './useFormFields';

const INITIAL = { name: '', phone: '', city: '' };
type Values = typeof INITIAL;
function parse(values: Values): FormParse<Values> {
  const errors = {
    ...(values.phone.startsWith('+91') ? {} : { phone: 'An Indian number, please' }),
    ...(values.city ? {} : { city: 'City is required' }),
  };
  return Object.keys(errors).length ? { payload: null, errors } : { payload: values, errors: null };
}

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('prefill (a link in an e-mail fills the form)', () => {
  it('fills only blank fields, never what the person typed, and shows at once what a filled value lacks', () => {
    const { result } = renderHook(() => useFormFields(INITIAL, parse));
    act(() => result.current.text('name').onChange(typed('Meera S.')));
    act(() => result.current.prefill({ name: 'Meera Iyer', phone: '98220 44444', city: '' }));
    expect(result.current.values).toEqual({ name: 'Meera S.', phone: '98220 44444', city: '' });
    expect(result.current.text('phone').helperText).toBe('An Indian number, please');
    // An empty value filled in is no visit: the city says nothing yet.
    expect(result.current.text('city').error).toBe(false);
  });
});
