/**
 * "Need help with your visits?" on a senior's dashboard: a calm button that opens a dialog
 * with room for a few words (optional) and sends them to our team (POST /senior/help), which is
 * told at once and calls her. After sending, the card says so; a refusal stays in the dialog.
 */
import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import { DashboardCard } from './DashboardCard';
import { ShortTextField } from './ShortTextField';
import { usePendingCall } from './usePendingCall';

const askForHelp = async (message: string) =>
  apiRequest<{ message: string }>('seniorHelp', { body: message.trim() ? { message: message.trim() } : {}, token: await currentIdToken() });

export function HelpCard({ api = askForHelp }: { api?: (message: string) => Promise<{ message: string }> }) {
  const t = useT();
  const id = useId();
  const call = usePendingCall<'help'>();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const sent = call.outcome?.severity === 'success';

  const send = (event: FormEvent) => {
    event.preventDefault();
    void call.run('help', async () => {
      const answer = await api(message);
      setOpen(false);
      setMessage('');
      return answer;
    });
  };

  return (
    <DashboardCard title={t('dashboard.helpTitle')} state={{ status: 'ready' }}>
      {sent ? (
        <Box role="status" data-testid="help-sent">
          <Typography sx={{ fontSize: '1.25rem' }}>{call.outcome?.message}</Typography>
        </Box>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('dashboard.helpText')}</Typography>
          <Button variant="outlined" size="large" onClick={() => setOpen(true)} sx={{ fontSize: '1.125rem', textAlign: 'center' }}>
            {t('dashboard.helpButton')}
          </Button>
        </>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <form onSubmit={send} noValidate>
          <DialogTitle id={`${id}-title`} component="h2" sx={{ fontSize: '1.5rem' }}>
            {t('dashboard.helpDialogTitle')}
          </DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <DialogContentText id={`${id}-text`} sx={{ color: 'text.primary', fontSize: '1.1875rem' }}>
              {t('dashboard.helpDialogText')}
            </DialogContentText>
            <ShortTextField label={t('dashboard.helpMessageLabel')} value={message} onChange={setMessage} />
            {call.outcome?.severity === 'error' && (
              <Alert severity="error" role="alert">
                {call.outcome.message}
              </Alert>
            )}
          </DialogContent>
          <DialogActions
            disableSpacing
            sx={{ px: 3, pb: 3, gap: 1.5, flexDirection: { xs: 'column-reverse', sm: 'row' }, alignItems: 'stretch' }}
          >
            <Button size="large" onClick={() => setOpen(false)}>
              {t('dashboard.helpNotNow')}
            </Button>
            <Button type="submit" variant="contained" size="large" disabled={call.pending !== null}>
              {call.pending ? t('dashboard.sending') : t('dashboard.helpSend')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {!open && call.outcome?.severity === 'error' && (
        <Box sx={{ mt: 2 }}>
          <OutcomeNotice outcome={call.outcome} onDismiss={call.dismiss} />
        </Box>
      )}
    </DashboardCard>
  );
}
