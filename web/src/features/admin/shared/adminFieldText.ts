/**
 * What the admin's inputs say to fix: the shared schemas' English (common/src/schemas.ts,
 * which the server words the same) said in the page's language: the visit inputs' whole messages
 * here, the rest by their shape as every form's (components/fieldErrorText.ts, which names the
 * visit inputs from adminVisits). A message of another shape stays as the schema wrote it.
 */
import { SERVER_MESSAGES } from '@gh/common/messages';
import type { TextFieldProps } from '@mui/material/TextField';
import { MAX_REPEAT_WEEKS } from '@gh/common/visits';
import type { MessageKey } from '../../../i18n/areas';
import { useFieldErrorText } from '../../../components/fieldErrorText';
import { useT } from '../../../i18n/I18n';

/** Whole messages of the visit inputs. */
const WHOLE: Readonly<Record<string, MessageKey>> = {
  'Repeat weeks must be a whole number': 'adminVisits.weeksWhole',
  'Repeat weeks must be at least 1': 'adminVisits.weeksMin',
  [`Repeat weeks can be at most ${MAX_REPEAT_WEEKS}`]: 'adminVisits.weeksMax',
  'Date must be a real date (YYYY-MM-DD)': 'adminVisits.dateReal',
  [SERVER_MESSAGES.datePast]: 'adminVisits.datePast',
  [SERVER_MESSAGES.sameStartEnd]: 'adminVisits.sameStartEnd',
  [SERVER_MESSAGES.visitStartPast]: 'adminVisits.startPast',
  [SERVER_MESSAGES.visitTooLong]: 'adminVisits.tooLong',
};

export function useAdminFieldText(): (message: string) => string {
  const t = useT();
  const fieldText = useFieldErrorText();
  return (message) => {
    const whole = WHOLE[message];
    return whole ? t(whole, { max: MAX_REPEAT_WEEKS }) : fieldText(message);
  };
}

/** A form's `text(name)` (useFormFields) whose message to fix is said in the page's language. */
export function useAdminFieldProps<N extends string>(text: (name: N) => Partial<TextFieldProps>): (name: N) => Partial<TextFieldProps> {
  const fieldText = useAdminFieldText();
  return (name) => {
    const props = text(name);
    return props.error && typeof props.helperText === 'string' ? { ...props, helperText: fieldText(props.helperText) } : props;
  };
}
