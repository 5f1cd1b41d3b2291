/**
 * Form fields that fit India: a date of birth as day, month (named) and year, a State
 * chosen from the states and union territories, a phone with a +91 hint. Each takes the props of
 * useFormFields' `text(name)` and hands its value on as the spec's payload carries it; like
 * FormTextField, each renders again only when its props change.
 */
import { memo, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INDIAN_STATES } from '@gh/common/options';
import { useT } from '../i18n/I18n';
import { useChoiceLabel } from '../i18n/choices';
import { usePinPlace } from '../lib/usePinPlace';
import { LABEL_ABOVE } from './labelAbove';

type FieldProps = Pick<TextFieldProps, 'id' | 'name' | 'error' | 'helperText' | 'onBlur' | 'onChange' | 'value' | 'required'>;

/** The months' names in the page's language (person area), January first: the select's value is the month's number. */
const MONTHS = [
  'person.january',
  'person.february',
  'person.march',
  'person.april',
  'person.may',
  'person.june',
  'person.july',
  'person.august',
  'person.september',
  'person.october',
  'person.november',
  'person.december',
] as const;

/** Day, month and year as typed to 'YYYY-MM-DD' (day and month padded); nothing typed is ''. */
export function composeDate({ day, month, year }: DateParts): string {
  if (!day && !month && !year) return '';
  const two = (part: string) => (part ? part.padStart(2, '0') : '');
  return `${year}-${two(month)}-${two(day)}`;
}

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** A stored 'YYYY-MM-DD' back to its parts; another stored form starts the fields empty. */
export function dateParts(value: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? { year: match[1] ?? '', month: match[2] ?? '', day: String(Number(match[3])) } : { day: '', month: '', year: '' };
}

/** A whole date typed or pasted into the day field, as 15/03/1950, 15.3.1950, 15-03-1950 or 15031950. */
function wholeDate(text: string): DateParts | null {
  const match = /^(\d{1,2})[/.\s-](\d{1,2})[/.\s-](\d{4})$/.exec(text.trim()) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(text.trim());
  return match ? { day: String(Number(match[1])), month: (match[2] ?? '').padStart(2, '0'), year: match[3] ?? '' } : null;
}

const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/**
 * Date of birth as three fields in the order people in India write it. No native date input:
 * one showed mm/dd/yyyy and read 15031950 as 3 December 1950. The form's value is 'YYYY-MM-DD'
 * (the spec's `dob`); an incomplete or impossible date reaches the schema as it is and is refused there.
 */
export const DateOfBirthField = memo(function DateOfBirthField({
  id,
  name,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  required,
}: FieldProps) {
  const t = useT();
  const [parts, setParts] = useState(() => dateParts(String(value ?? '')));
  const helperId = `${id}-helper`;
  function change(next: DateParts) {
    setParts(next);
    onChange?.({ target: { value: composeDate(next) } } as ChangeEvent<HTMLInputElement>);
  }
  const part = (key: keyof DateParts, label: string, max: number, autoComplete: string) => (
    <TextField
      id={key === 'day' ? id : `${id}-${key}`}
      label={label}
      value={parts[key]}
      onChange={(event) => {
        const whole = key === 'day' ? wholeDate(event.target.value) : null;
        change(whole ?? { ...parts, [key]: digits(event.target.value, max) });
      }}
      onBlur={onBlur}
      error={error}
      autoComplete={autoComplete}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-describedby': helperId, 'aria-invalid': error || undefined } }}
      sx={{ width: key === 'year' ? '7rem' : '5rem' }}
    />
  );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ mb: 1, color: error ? 'error.main' : 'text.secondary' }}>
        {t('fields.field', { field: 'dob' })}
        {required ? ' *' : ''}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {part('day', t('person.day'), 2, 'bday-day')}
        <TextField
          id={`${id}-month`}
          name={name}
          label={t('person.month')}
          select
          value={parts.month}
          onChange={(event) => change({ ...parts, month: event.target.value })}
          onBlur={onBlur}
          error={error}
          autoComplete="bday-month"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': helperId } }}
          sx={{ minWidth: '10rem' }}
        >
          <option value="">{t('person.chooseMonth')}</option>
          {MONTHS.map((month, index) => (
            <option key={month} value={String(index + 1).padStart(2, '0')}>
              {t(month)}
            </option>
          ))}
        </TextField>
        {part('year', t('person.year'), 4, 'bday-year')}
      </Box>
      <FormHelperText id={helperId} error={error}>
        {helperText}
      </FormHelperText>
    </Box>
  );
});

/**
 * State from the list of India's states and union territories. A stored value from before the
 * list (a profile saved earlier) stays on offer, so the form does not change what it shows.
 */
export const StateField = memo(function StateField(props: FieldProps) {
  const t = useT();
  const value = String(props.value ?? '');
  const known = (INDIAN_STATES as readonly string[]).includes(value);
  const stateLabel = useChoiceLabel();
  return (
    <TextField
      {...props}
      label={t('fields.field', { field: 'state' })}
      select
      fullWidth
      autoComplete="address-level1"
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('person.chooseState')}</option>
      {!known && value && <option value={value}>{value}</option>}
      {INDIAN_STATES.map((state) => (
        <option key={state} value={state}>
          {stateLabel(state)}
        </option>
      ))}
    </TextField>
  );
});

/**
 * The PIN code (the spec's `zipcode`), six digits: once typed, what India Post's directory says
 * of it under the field ("Pune district, Maharashtra"), or that there is no such PIN code, in the
 * page's language; the form's own message (a wrong shape) comes first.
 */
export const PinCodeField = memo(function PinCodeField({
  label,
  labelAbove = false,
  ...props
}: FieldProps & { label: string; labelAbove?: boolean }) {
  const t = useT();
  const stateLabel = useChoiceLabel();
  const answer = usePinPlace(String(props.value ?? ''));
  const unknown = !props.error && answer === null;
  const helperText = props.error
    ? props.helperText
    : unknown
      ? t('fields.pinUnknown')
      : answer
        ? t('fields.pinPlace', { district: answer.district, state: stateLabel(answer.state) })
        : props.helperText;
  return (
    <TextField
      {...props}
      error={props.error || unknown}
      helperText={helperText}
      label={label}
      fullWidth
      autoComplete="postal-code"
      slotProps={{
        ...(labelAbove ? LABEL_ABOVE : {}),
        htmlInput: { inputMode: 'numeric', maxLength: 6 },
        formHelperText: { ...(labelAbove ? LABEL_ABOVE.formHelperText : {}), 'aria-live': 'polite' } as object,
      }}
    />
  );
});

/** A phone field that says what number it wants until there is something to fix. */
export const PhoneField = memo(function PhoneField(props: FieldProps & { label: string }) {
  const t = useT();
  return (
    <TextField
      {...props}
      type="tel"
      autoComplete="tel"
      fullWidth
      helperText={props.error ? props.helperText : t('person.phoneHint')}
      placeholder="+91 98765 43210"
    />
  );
});
