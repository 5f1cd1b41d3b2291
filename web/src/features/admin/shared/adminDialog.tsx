/**
 * The parts the admin's action dialogs share (Reject, Unlink, Reschedule, Cancel visit): the
 * buttons row (side by side where they fit; on a phone stacked full width, the action on top),
 * a refusal in the server's words, and one call at a time whose refusal stays in the dialog.
 */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import DialogActions from '@mui/material/DialogActions';
import { useServerText } from '../../../components/serverText';
import { adminRequest } from '../../../lib/adminAuth';
import type { Notice } from './AdminNotice';
import { useErrorText } from './errorText';

export function DialogButtons({ children }: { children: ReactNode }) {
  return (
    <DialogActions
      disableSpacing
      sx={{ px: 3, pb: 3, gap: 1.5, flexDirection: { xs: 'column-reverse', sm: 'row' }, alignItems: 'stretch', justifyContent: 'flex-end' }}
    >
      {children}
    </DialogActions>
  );
}

export function Refusal({ problem }: { problem: string | null }) {
  return (
    problem && (
      <Alert severity="error" role="alert" sx={{ mt: 2, fontSize: '1.0625rem' }}>
        {problem}
      </Alert>
    )
  );
}

type AdminCall = Parameters<typeof adminRequest>;

/**
 * One admin call at a time from a dialog: its answer goes to the notice and `onDone` runs; a
 * refusal is kept for the dialog to show (Refusal), so the admin can change and retry.
 */
export function useDialogCall(notify: (notice: Notice) => void) {
  const server = useServerText();
  const errorText = useErrorText();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function call(onDone: () => void, ...request: AdminCall) {
    if (sending) return;
    setSending(true);
    setProblem(null);
    try {
      const answer = await adminRequest<{ message: string }>(...request);
      notify({ severity: 'success', message: server.success(answer.message) });
      onDone();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSending(false);
    }
  }

  return { sending, problem, call, clear: () => setProblem(null) };
}
