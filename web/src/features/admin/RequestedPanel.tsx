/**
 * Volunteer Requested Seniors (spec section 2): each volunteer waiting for a task, with the
 * senior they asked for, and the Assign Task inputs (task, date not in the past, start and end
 * time) that call POST /{key}/volunteer/assignTask. An assigned volunteer leaves this panel
 * for Assigned Tasks by itself, through the live listener.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LABEL_ABOVE } from '../../components/labelAbove';
import { useFormFields } from '../../components/useFormFields';
import { adminRequest } from '../../lib/adminAuth';
import type { Notice } from './AdminNotice';
import { PANEL_QUERIES, linkedVolunteer, type LinkedVolunteer } from './adminData';
import { PagedPanel } from './PagedPanel';
import { usePagedRows, type Page } from './usePagedQuery';
import { SeniorAnswer } from './SeniorAnswer';
import { TASK_INITIAL, firstVisitDate, parseTask } from './assignTaskForm';
import { RequestSummary } from './RequestSummary';

interface AssignProps {
  volunteer: LinkedVolunteer;
  notify: (notice: Notice) => void;
}

function AssignTaskForm({ volunteer, notify }: AssignProps) {
  const formId = `assign-${volunteer.email.replace(/[^a-z0-9]/gi, '-')}`;
  const form = useFormFields(TASK_INITIAL, (values) => parseTask(values, volunteer), formId);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const payload = form.submit();
    if (!payload || sending) return;
    setSending(true);
    try {
      const answer = await adminRequest<{ message: string }>('assignTask', { body: payload });
      notify({ severity: 'success', message: answer.message });
    } catch (error) {
      notify({ severity: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={`Assign a task to ${volunteer.name} (${volunteer.email})`} sx={{ mt: 2 }}>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField {...form.text('task')} label="Task" required placeholder="For example: a walk in the park" slotProps={LABEL_ABOVE} />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField {...form.text('date')} label="Date" type="date" required slotProps={{ ...LABEL_ABOVE, htmlInput: { min: firstVisitDate() } }} />
        </Box>
        <TextField {...form.text('startTime')} label="Start time" type="time" required slotProps={LABEL_ABOVE} />
        <TextField {...form.text('endTime')} label="End time" type="time" required slotProps={LABEL_ABOVE} />
      </Box>
      <Button type="submit" variant="contained" disabled={sending} aria-label={`Assign Task to ${volunteer.name}`}>
        {sending ? 'Assigning...' : 'Assign Task'}
      </Button>
    </Box>
  );
}

/** The requests, each with its Assign Task inputs. */
export function RequestedList({ page, notify }: Omit<AssignProps, 'volunteer'> & { page: Page<LinkedVolunteer> }) {
  return (
    <PagedPanel title="Volunteer Requested Seniors" empty="No Requested applications." page={page}>
      {(volunteer) => (
        <Box component="li" key={volunteer.email} sx={{ py: 2 }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1875rem', mb: 1 }}>{volunteer.name}</Typography>
          <RequestSummary volunteer={volunteer} />
          <SeniorAnswer request={volunteer.senior} />
          <AssignTaskForm volunteer={volunteer} notify={notify} />
        </Box>
      )}
    </PagedPanel>
  );
}

/** Volunteer Requested Seniors, newest request first, as its own live query. */
export function RequestedPanel({ notify }: Omit<AssignProps, 'volunteer'>) {
  return <RequestedList page={usePagedRows(PANEL_QUERIES.requested, linkedVolunteer)} notify={notify} />;
}
