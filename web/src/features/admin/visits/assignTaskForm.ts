/**
 * The visit inputs the admin fills (spec section 3, task assignment, with a weekly
 * series and a reschedule), checked with the routes' own schemas: every field, a real date not before
 * today in India (where the visits happen), an end time that differs from the start, and 1 to
 * 12 weeks.
 */
import { VISIT_TIME_ZONE } from '@gh/common/constants';
import { changedVisitSchema, visitAssignmentSchema, type TaskAssignment } from '@gh/common/schemas';
import { dateInZone } from '@gh/common/time';
import type { VisitDoc } from '@gh/common/visits';
import { issuesByField, type FormParse, type Schema } from '../../../components/useFormFields';
import type { LinkedVolunteer } from '../adminData';

export const VISIT_INITIAL = { task: '', date: '', startTime: '', endTime: '' };
export type VisitValues = typeof VISIT_INITIAL;

export const TASK_INITIAL = { ...VISIT_INITIAL, repeatWeeks: '1' };
export type TaskValues = typeof TASK_INITIAL;

/** The inputs' names as the schema words its messages (English); adminFieldText.ts says them in the page's language. */
const LABELS: Record<keyof TaskValues, string> = {
  task: 'Task',
  date: 'Date',
  startTime: 'Start time',
  endTime: 'End time',
  repeatWeeks: 'Repeat weeks',
};

/** Today in India, the earliest date a visit may have ('YYYY-MM-DD'). */
export const firstVisitDate = (now = Date.now()) => dateInZone(now, VISIT_TIME_ZONE.offsetMinutes);

/** The schema's answer, with an empty field said to be missing rather than of the wrong shape. */
function parseWith<V extends Partial<TaskValues>, P>(schema: Schema<P>, values: V, input: object): FormParse<P> {
  const result = schema.safeParse(input);
  if (result.success) return { payload: result.data, errors: null };
  const errors = issuesByField(result.error);
  for (const [field, value] of Object.entries(values)) {
    if (!value.trim()) errors[field] = `${LABELS[field as keyof TaskValues]} is required`;
  }
  return { payload: null, errors };
}

export type Assignment = TaskAssignment & { repeatWeeks: number };

export function parseTask(values: TaskValues, volunteer: LinkedVolunteer, now = Date.now()): FormParse<Assignment> {
  return parseWith(
    visitAssignmentSchema(() => now),
    values,
    {
      ...values,
      // A number field: the schema says what is wrong with a fraction or one out of range.
      repeatWeeks: Number(values.repeatWeeks),
      vemail: volunteer.email,
      semail: volunteer.senior.email,
      city: volunteer.senior.city || volunteer.city,
    },
  );
}

/** The inputs of a Reschedule, starting from the visit as it is. */
export const visitValues = ({ task, date, startTime, endTime }: VisitDoc): VisitValues => ({ task, date, startTime, endTime });

export function parseVisitChange(values: VisitValues, now = Date.now()): FormParse<VisitValues> {
  return parseWith(
    changedVisitSchema(() => now),
    values,
    values,
  );
}
