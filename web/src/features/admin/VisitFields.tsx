/** The inputs of one visit (task, date, start and end time), shared by Assign a visit and Reschedule. */
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { LABEL_ABOVE } from '../../components/labelAbove';
import { firstVisitDate, type VisitValues } from './assignTaskForm';

/** useFormFields' `text` of a form that has at least these fields. */
interface VisitForm {
  text: (name: keyof VisitValues) => Partial<TextFieldProps>;
}

export function VisitFields({ form, autoFocus }: { form: VisitForm; autoFocus?: boolean }) {
  return (
    <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextField {...form.text('task')} label="Task" required autoFocus={autoFocus} placeholder="For example: a walk in the park" slotProps={LABEL_ABOVE} />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextField {...form.text('date')} label="Date" type="date" required slotProps={{ ...LABEL_ABOVE, htmlInput: { min: firstVisitDate() } }} />
      </Box>
      <TextField {...form.text('startTime')} label="Start time" type="time" required slotProps={LABEL_ABOVE} />
      <TextField {...form.text('endTime')} label="End time" type="time" required slotProps={LABEL_ABOVE} />
    </Box>
  );
}
