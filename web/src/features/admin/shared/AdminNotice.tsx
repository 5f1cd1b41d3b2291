import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useT } from '../../../i18n/I18n';

export interface Notice {
  severity: 'success' | 'error';
  message: string;
  /** Offers Undo until `until` (epoch ms). */
  undo?: { until: number; run: () => void };
}

/** Whether the notice's Undo is still on offer, turning false when its time is up. */
function useUndoOpen(notice: Notice | null): boolean {
  const until = notice?.undo?.until ?? 0;
  const [expired, setExpired] = useState(0);
  useEffect(() => {
    if (!until) return undefined;
    const timer = setTimeout(() => setExpired(until), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);
  return until !== 0 && expired !== until;
}

/**
 * The outcome of the admin's last action, fixed at the foot of the screen wherever the admin
 * has scrolled; it stays until closed or replaced, so nobody has to read it in a hurry. It is
 * one polite live region that is always there (so screen readers announce what arrives in it)
 * and sits in the page before the panels: from the applicant that receives focus after a
 * decision, Shift+Tab reaches Undo. When Undo's time is up while it has focus, focus goes to
 * Close rather than to the page body.
 */
export function AdminNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const t = useT();
  const undoOpen = useUndoOpen(notice);
  const undoRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const undoHadFocus = useRef(false);

  useEffect(() => {
    if (!undoOpen && undoHadFocus.current) closeRef.current?.focus();
    undoHadFocus.current = false;
  }, [undoOpen]);

  return (
    // Under a dialog (modal), so a notice at the foot never covers the dialog's buttons.
    <Box
      role="status"
      sx={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        zIndex: (theme) => theme.zIndex.modal - 1,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
      }}
    >
      {notice && (
        <Alert
          severity={notice.severity}
          variant="filled"
          role={notice.severity === 'error' ? 'alert' : 'none'}
          action={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {undoOpen && notice.undo && (
                <Button
                  ref={undoRef}
                  color="inherit"
                  variant="outlined"
                  onClick={notice.undo.run}
                  onFocus={() => {
                    undoHadFocus.current = true;
                  }}
                  onBlur={() => {
                    undoHadFocus.current = false;
                  }}
                  sx={{ fontSize: '1.0625rem', fontWeight: 700, borderWidth: 2 }}
                >
                  {t('admin.undo')}
                </Button>
              )}
              <IconButton ref={closeRef} color="inherit" aria-label={t('admin.close')} onClick={onClose}>
                <Box component="span" aria-hidden sx={{ fontSize: '1.5rem', lineHeight: 1 }}>
                  ×
                </Box>
              </IconButton>
            </Box>
          }
          // On a phone, the screen's width: Undo and Close then take a row of their own under the
          // message when they do not fit beside it (a Hindi or Marathi message and its Undo
          // wrapped word by word side by side); Close alone stays beside it.
          sx={{
            fontSize: '1.1875rem',
            alignItems: 'center',
            flexWrap: 'wrap',
            width: { xs: '100%', sm: 'auto' },
            maxWidth: 640,
            pointerEvents: 'auto',
            boxShadow: 6,
            '& .MuiAlert-message': { flex: '1 1 10em' },
          }}
        >
          {notice.message}
        </Alert>
      )}
    </Box>
  );
}
