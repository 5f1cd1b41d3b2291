import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, getDefaultNormalizer, render, screen, within } from '@testing-library/react';
import { INDIAN_STATES } from '@gh/common/options';
import { seniorRegistrationSchema } from '@gh/common/schemas';
import { useFormFields, type FormParse } from './useFormFields';
import { DateOfBirthField, PhoneField, StateField, composeDate, dateParts } from './IndiaFields';
import { EN } from '../testing/english';

/** Checks only the three fields at hand, with the registration schema's own rules. */
function parse(values: { dob: string; state: string; phone: string }): FormParse<typeof values> {
  const shape = seniorRegistrationSchema.shape;
  const errors: Record<string, string> = {};
  for (const key of ['dob', 'state', 'phone'] as const) {
    const result = shape[key].safeParse(values[key]);
    if (!result.success) errors[key] = result.error.issues[0]?.message ?? '';
  }
  return Object.keys(errors).length ? { payload: null, errors } : { payload: values, errors: null };
}

function Harness({ initial = { dob: '', state: '', phone: '' } }) {
  const form = useFormFields(initial, parse);
  return (
    <form>
      <output aria-label="Stored date">{form.values.dob}</output>
      <DateOfBirthField {...form.text('dob')} required />
      <StateField {...form.text('state')} required />
      <PhoneField {...form.text('phone')} label="Phone" required />
      <button type="button" onClick={() => form.submit()}>
        Check
      </button>
    </form>
  );
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(cleanup);

const stored = () => screen.getByLabelText('Stored date').textContent;

describe('date of birth as day, month and year', { timeout: 30_000 }, () => {
  it('typing 15, March and 1950 gives 1950-03-15', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: /date of birth/i });
    expect(within(group).getByRole('combobox', { name: 'Month' })).toBeTruthy();
    type(/^day/i, '15');
    type(/^month/i, '03');
    type(/^year/i, '1950');
    expect(stored()).toBe('1950-03-15');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.queryByText(/date does not exist/)).toBeNull();
  });

  it('a whole date typed as 15/03/1950 or 15031950 lands in the three fields', () => {
    render(<Harness />);
    type(/^day/i, '15/03/1950');
    expect(stored()).toBe('1950-03-15');
    expect((screen.getByLabelText(/^year/i) as HTMLInputElement).value).toBe('1950');
    type(/^day/i, '15031950');
    expect(stored()).toBe('1950-03-15');
    expect((screen.getByLabelText(/^month/i) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('March');
  });

  it('refuses 31 February with a message that says why, and keeps what was typed', () => {
    render(<Harness />);
    type(/^day/i, '31');
    type(/^month/i, '02');
    type(/^year/i, '1950');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(stored()).toBe('1950-02-31');
    const message = screen.getByText('That date does not exist: please check the day and the month');
    expect(screen.getByLabelText(/^day/i).getAttribute('aria-describedby')).toBe(message.id);
    expect((screen.getByLabelText(/^day/i) as HTMLInputElement).value).toBe('31');
  });

  it('asks for all three parts and takes digits only', () => {
    render(<Harness />);
    type(/^day/i, '5x');
    type(/^year/i, '50');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(stored()).toBe('50--05');
    expect(screen.getByText('Date of birth needs a day, a month and a four-digit year')).toBeTruthy();
  });

  it('shows a stored date in its fields', () => {
    render(<Harness initial={{ dob: '1942-09-30', state: 'Maharashtra', phone: '' }} />);
    expect((screen.getByLabelText(/^day/i) as HTMLInputElement).value).toBe('30');
    expect((screen.getByLabelText(/^month/i) as HTMLSelectElement).value).toBe('09');
    expect((screen.getByLabelText(/^year/i) as HTMLInputElement).value).toBe('1942');
  });

  it('composes and splits dates', () => {
    expect(composeDate({ day: '', month: '', year: '' })).toBe('');
    expect(composeDate({ day: '5', month: '3', year: '1950' })).toBe('1950-03-05');
    expect(dateParts('12/03/1944')).toEqual({ day: '', month: '', year: '' });
  });
});

describe('state and phone', { timeout: 30_000 }, () => {
  it('offers every state and union territory, and keeps an older stored value on offer', () => {
    render(<Harness initial={{ dob: '', state: 'MH', phone: '' }} />);
    const state = screen.getByLabelText(/^state/i) as HTMLSelectElement;
    expect(state.options).toHaveLength(INDIAN_STATES.length + 2);
    expect(state.value).toBe('MH');
    type(/^state/i, 'Kerala');
    expect(state.value).toBe('Kerala');
  });

  it('hints at +91 until the number needs fixing', () => {
    render(<Harness />);
    expect(screen.getByText(EN['person.phoneHint'], { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toBeTruthy();
    type(/^phone/i, '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Phone must be an Indian number: 10 digits, after +91 or 0 if you like')).toBeTruthy();
  });
});
