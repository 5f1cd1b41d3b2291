import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

export interface Notice {
  severity: 'success' | 'error';
  message: string;
}

/**
 * The outcome of the admin's last action, fixed at the foot of the screen wherever the admin
 * has scrolled; it stays until closed or replaced, so nobody has to read it in a hurry.
 */
export function AdminNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Box sx={{ position: 'fixed', insetInline: 16, bottom: 16, zIndex: 'snackbar', display: 'flex', justifyContent: 'center', pointerEvents: 'none' }}>
      <Alert
        severity={notice.severity}
        variant="filled"
        onClose={onClose}
        role="alert"
        sx={{ fontSize: '1.1875rem', alignItems: 'center', maxWidth: 640, pointerEvents: 'auto', boxShadow: 6 }}
      >
        {notice.message}
      </Alert>
    </Box>
  );
}
