/**
 * "Need help with your visits?" on a senior's dashboard: a calm button that opens a dialog
 * with room for a few words (optional) and sends them to our team (POST /senior/help), which is
 * told at once and calls her. After sending, the card says so; a refusal stays in the dialog.
 * Below, her requests stay listed from her own document, each with what became of it: that the
 * team will call, or that it dealt with it, and when, with the words the admin wrote for her.
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
import type { HelpRequest } from '@gh/common/documents';
import { dayMonthIn, momentIn } from '@gh/common/locale-format';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { useLang, useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import { DashboardCard } from './DashboardCard';
import { ShortTextField } from './ShortTextField';
import { usePendingCall } from '../../components/usePendingCall';

const askForHelp = async (message: string) =>
  apiRequest<{ message: string }>('seniorHelp', { body: message.trim() ? { message: message.trim() } : {}, token: await currentIdToken() });

/** Her requests, newest first, each with what became of it. */
function HelpRequests({ requests }: { requests: readonly HelpRequest[] }) {
  const t = useT();
  const lang = useLang();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={titleId} variant="h5" component="h3" sx={{ mb: 1.5 }}>
        {t('dashboard.helpListTitle')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {requests.map((request) => (
          <Box component="li" key={request.id} data-testid="help-request" sx={{ display: 'grid', gap: 0.5 }}>
            <Typography sx={{ fontWeight: 700 }}>
              {t(request.raisedBy ? 'dashboard.helpAskedByFamily' : 'dashboard.helpAsked', { moment: momentIn(request.at, lang) })}
            </Typography>
            {request.text && (
              <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {t(request.raisedBy ? 'dashboard.helpFamilyWords' : 'dashboard.helpWords', { text: request.text })}
              </Typography>
            )}
            {request.handledAt ? (
              <>
                <Typography data-testid="help-handled" sx={{ color: 'success.dark', fontWeight: 700 }}>
                  {t('dashboard.helpHandled', { date: dayMonthIn(request.handledAt, lang) })}
                </Typography>
                {request.note && (
                  <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                    {t('dashboard.helpNote', { note: request.note })}
                  </Typography>
                )}
              </>
            ) : (
              <Typography data-testid="help-open" sx={{ color: 'text.secondary' }}>
                {t('dashboard.helpOpen')}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

interface HelpCardProps {
  /** Her calls for help as her document keeps them, newest first. */
  requests: readonly HelpRequest[];
  api?: (message: string) => Promise<{ message: string }>;
}

export function HelpCard({ requests, api = askForHelp }: HelpCardProps) {
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
      {requests.length > 0 && <HelpRequests requests={requests} />}
    </DashboardCard>
  );
}
