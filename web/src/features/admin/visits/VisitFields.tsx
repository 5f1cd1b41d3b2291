/** The inputs of one visit (task, date, start and end time), shared by Assign a visit and Reschedule. */
import Box from '@mui/material/Box';
import type { TextFieldProps } from '@mui/material/TextField';
import { FormTextField } from '../../../components/FormTextField';
import { LABEL_ABOVE } from '../../../components/labelAbove';
import { useT } from '../../../i18n/I18n';
import { useAdminFieldProps } from '../shared/adminFieldText';
import { firstVisitDate, type VisitValues } from './assignTaskForm';

/** useFormFields' `text` of a form that has at least these fields. */
interface VisitForm {
  text: (name: keyof VisitValues) => Partial<TextFieldProps>;
}

export function VisitFields({ form, autoFocus }: { form: VisitForm; autoFocus?: boolean }) {
  const t = useT();
  const text = useAdminFieldProps(form.text);
  return (
    <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormTextField
          {...text('task')}
          label={t('adminVisits.task')}
          required
          autoFocus={autoFocus}
          placeholder={t('adminVisits.taskExample')}
          slotProps={LABEL_ABOVE}
        />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormTextField
          {...text('date')}
          label={t('adminVisits.date')}
          type="date"
          required
          slotProps={{ ...LABEL_ABOVE, htmlInput: { min: firstVisitDate() } }}
        />
      </Box>
      <FormTextField {...text('startTime')} label={t('adminVisits.startTime')} type="time" required slotProps={LABEL_ABOVE} />
      <FormTextField {...text('endTime')} label={t('adminVisits.endTime')} type="time" required slotProps={LABEL_ABOVE} />
    </Box>
  );
}
