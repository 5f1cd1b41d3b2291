/**
 * The Assign Task inputs of one requested volunteer (spec section 3, task assignment): the
 * shared schema's messages per field, and a date that is not in the past.
 */
import { taskAssignmentSchema, type TaskAssignment } from '@gh/common/schemas';
import { issuesByField, type FormParse } from '../../components/useFormFields';
import { today, type LinkedVolunteer } from './adminData';

export const TASK_INITIAL = { task: '', date: '', startTime: '', endTime: '' };
export type TaskValues = typeof TASK_INITIAL;

const LABELS = { task: 'Task', date: 'Date', startTime: 'Start time', endTime: 'End time' };

export const PAST_DATE = 'Please choose today or a later date';

export function parseTask(values: TaskValues, volunteer: LinkedVolunteer, now = new Date()): FormParse<TaskAssignment> {
  const result = taskAssignmentSchema.safeParse({
    ...values,
    vemail: volunteer.email,
    semail: volunteer.senior.email,
    city: volunteer.senior.city || volunteer.city,
  });
  const errors = result.success ? {} : issuesByField(result.error);
  for (const [field, label] of Object.entries(LABELS)) {
    if (!values[field as keyof TaskValues]) errors[field] = `${label} is required`;
  }
  // 'YYYY-MM-DD' strings compare as dates.
  if (!errors.date && values.date < today(now)) errors.date = PAST_DATE;
  if (result.success && Object.keys(errors).length === 0) return { payload: result.data, errors: null };
  return { payload: null, errors };
}
