/**
 * What the admin's inputs say to fix (issue 15): the shared schemas' English (common/src/schemas.ts,
 * which the server words the same) found by its shape and said in the page's language, with the
 * fields area's general shapes and adminVisits' names of the visit inputs. A message of another
 * shape stays as the schema wrote it.
 */
import { SERVER_MESSAGES } from '@gh/common/messages';
import type { TextFieldProps } from '@mui/material/TextField';
import type { Translate } from '@gh/common/translate';
import { MAX_REPEAT_WEEKS } from '@gh/common/visits';
import type { MessageKey } from '../../i18n/areas';
import { useT } from '../../i18n/I18n';

/** The schemas' labels of the admin's inputs, as adminVisits.field names them. */
const FIELDS: Readonly<Record<string, string>> = {
  Task: 'task', Date: 'date', 'Start time': 'startTime', 'End time': 'endTime', 'Repeat weeks': 'repeatWeeks', Reason: 'reason',
};

/** Shapes with a field's label first. */
const SHAPES: readonly [RegExp, MessageKey][] = [
  [/^(.+) is required$/, 'fields.required'],
  [/^(.+) is too long$/, 'fields.tooLong'],
  [/^(.+) must be one line, without line breaks or control characters$/, 'fields.oneLine'],
  [/^(.+) may not contain control characters$/, 'fields.controlChars'],
];

/** Whole messages of the visit inputs. */
const WHOLE: Readonly<Record<string, MessageKey>> = {
  'Repeat weeks must be a whole number': 'adminVisits.weeksWhole',
  'Repeat weeks must be at least 1': 'adminVisits.weeksMin',
  [`Repeat weeks can be at most ${MAX_REPEAT_WEEKS}`]: 'adminVisits.weeksMax',
  'Date must be a real date (YYYY-MM-DD)': 'adminVisits.dateReal',
  [SERVER_MESSAGES.datePast]: 'adminVisits.datePast',
  [SERVER_MESSAGES.sameStartEnd]: 'adminVisits.sameStartEnd',
};

export function adminFieldText(t: Translate<MessageKey>, message: string): string {
  const whole = WHOLE[message];
  if (whole) return t(whole, { max: MAX_REPEAT_WEEKS });
  for (const [shape, key] of SHAPES) {
    const field = FIELDS[shape.exec(message)?.[1] ?? ''];
    if (field) return t(key, { field: t('adminVisits.field', { field }) });
  }
  return message;
}

export function useAdminFieldText(): (message: string) => string {
  const t = useT();
  return (message) => adminFieldText(t, message);
}

/** A form's `text(name)` (useFormFields) whose message to fix is said in the page's language. */
export function useAdminFieldProps<N extends string>(text: (name: N) => Partial<TextFieldProps>): (name: N) => Partial<TextFieldProps> {
  const fieldText = useAdminFieldText();
  return (name) => {
    const props = text(name);
    return props.error && typeof props.helperText === 'string' ? { ...props, helperText: fieldText(props.helperText) } : props;
  };
}
