/**
 * Her calls for help as her family sees them, newest first, each with who raised it and what
 * became of it; and, below them, a few words to our team for her (POST /family/help), which
 * then shows in the list like her own.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HelpRequest } from '@gh/common/documents';
import { HELP_MESSAGE_MAX } from '@gh/common/visits';
import { dayMonthIn, momentIn } from '@gh/common/locale-format';
import { LABEL_ABOVE } from '../../components/labelAbove';
import { usePendingCall } from '../../components/usePendingCall';
import { useLang, useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import { FamilyForm } from './FamilyForm';

function HelpItem({ request, me }: { request: HelpRequest; me: string }) {
  const t = useT();
  const lang = useLang();
  return (
    <Box component="li" data-testid="family-help" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.25 }}>
      <Typography sx={{ fontWeight: 700 }}>{t('family.helpAsked', { moment: momentIn(request.at, lang) })}</Typography>
      {request.raisedBy && (
        <Typography sx={{ color: 'text.secondary' }}>{request.raisedBy === me ? t('family.byYou') : t('family.byFamily')}</Typography>
      )}
      {request.text && (
        <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{t('family.helpWords', { text: request.text })}</Typography>
      )}
      {request.handledAt ? (
        <>
          <Typography sx={{ color: 'success.dark', fontWeight: 700 }}>
            {t('family.helpHandled', { date: dayMonthIn(request.handledAt, lang) })}
          </Typography>
          {request.note && (
            <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {t('family.helpNote', { note: request.note })}
            </Typography>
          )}
        </>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{t('family.helpOpen')}</Typography>
      )}
    </Box>
  );
}

function AskForHer({ senior }: { senior: string }) {
  const t = useT();
  const call = usePendingCall<'help'>();
  const [message, setMessage] = useState('');

  const send = (event: FormEvent) => {
    event.preventDefault();
    void call.run('help', async () => {
      const words = message.trim();
      const token = await currentIdToken();
      const answer = await apiRequest<{ message: string }>('familyHelp', { body: { senior, ...(words && { message: words }) }, token });
      setMessage('');
      return answer;
    });
  };

  return (
    <FamilyForm title={t('family.askTitle')} call={call} onSubmit={send} send={t('family.askSend')} sending={t('family.askSending')}>
      <Typography>{t('family.askText')}</Typography>
      <TextField
        label={t('family.askLabel')}
        name="message"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ ...LABEL_ABOVE, htmlInput: { maxLength: HELP_MESSAGE_MAX } }}
      />
    </FamilyForm>
  );
}

/** `requests` as her document keeps them, newest first; `me` is the member reading them. */
export function FamilyHelp({ senior, requests, me }: { senior: string; requests: readonly HelpRequest[]; me: string }) {
  const t = useT();
  return (
    <>
      {requests.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('family.noHelp')}</Typography>
      ) : (
        <Box component="ul" aria-label={t('family.helpTitle')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {requests.map((request) => (
            <HelpItem key={request.id} request={request} me={me} />
          ))}
        </Box>
      )}
      <AskForHer senior={senior} />
    </>
  );
}
