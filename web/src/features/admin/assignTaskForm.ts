/**
 * The Assign Task inputs of one requested volunteer (spec section 3, task assignment), checked
 * with the route's own schema: every field, a real date not before today in India (where the
 * visits happen), and an end time that differs from the start.
 */
import { VISIT_TIME_ZONE } from '@gh/common/constants';
import { visitAssignmentSchema, type TaskAssignment } from '@gh/common/schemas';
import { dateInZone } from '@gh/common/time';
import { issuesByField, type FormParse } from '../../components/useFormFields';
import type { LinkedVolunteer } from './adminData';

export const TASK_INITIAL = { task: '', date: '', startTime: '', endTime: '' };
export type TaskValues = typeof TASK_INITIAL;

const LABELS: Record<keyof TaskValues, string> = { task: 'Task', date: 'Date', startTime: 'Start time', endTime: 'End time' };

/** Today in India, the earliest date a visit may have ('YYYY-MM-DD'). */
export const firstVisitDate = (now = Date.now()) => dateInZone(now, VISIT_TIME_ZONE.offsetMinutes);

export function parseTask(values: TaskValues, volunteer: LinkedVolunteer, now = Date.now()): FormParse<TaskAssignment> {
  const result = visitAssignmentSchema(() => now).safeParse({
    ...values,
    vemail: volunteer.email,
    semail: volunteer.senior.email,
    city: volunteer.senior.city || volunteer.city,
  });
  if (result.success) return { payload: result.data, errors: null };
  const errors = issuesByField(result.error);
  // An empty date or time is simply missing, not of the wrong shape.
  for (const field of Object.keys(LABELS) as (keyof TaskValues)[]) {
    if (!values[field].trim()) errors[field] = `${LABELS[field]} is required`;
  }
  return { payload: null, errors };
}
