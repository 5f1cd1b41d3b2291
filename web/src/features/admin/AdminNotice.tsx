import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface Notice {
  severity: 'success' | 'error';
  message: string;
}

/**
 * The outcome of the admin's last action, at the foot of the screen wherever the admin has
 * scrolled; it stays until closed or replaced, so nobody has to read it in a hurry.
 */
export function AdminNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    // A click elsewhere on the page does not close it: only the close button or Escape.
    <Snackbar open onClose={(_event, reason) => reason !== 'clickaway' && onClose()} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity={notice.severity} variant="filled" onClose={onClose} role="alert" sx={{ fontSize: '1.1875rem', alignItems: 'center' }}>
        {notice.message}
      </Alert>
    </Snackbar>
  );
}
