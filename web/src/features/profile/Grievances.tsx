/**
 * "Complain to our grievance officer" on /profile (docs/privacy.md, Grievances): a subject and
 * the person's words go to the officer (POST /grievances, the answer to come in the page's
 * language); their grievances, newest first, are listed live from `grievances` (their own, by
 * the rules), each waiting with the day it is due, or answered with the officer's words.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COLLECTIONS } from '@gh/common/constants';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_TEXT_MAX,
  GRIEVANCES_LISTED,
  type GrievanceCategory,
  type GrievanceDoc,
} from '@gh/common/grievances';
import { dateIn } from '@gh/common/locale-format';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { usePendingCall } from '../../components/usePendingCall';
import { useLang, useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import { useLiveCollection } from '../../lib/live';
import { ProfilePart } from './ProfilePart';

function GrievanceForm({ onSend, busy }: { onSend: (category: GrievanceCategory, text: string) => Promise<boolean>; busy: boolean }) {
  const t = useT();
  const [category, setCategory] = useState<GrievanceCategory | ''>('');
  const [text, setText] = useState('');
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || !category) return;
    if (await onSend(category, text)) {
      setCategory('');
      setText('');
    }
  }
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('profile.grievanceFormTitle')} sx={{ display: 'grid', gap: 2 }}>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('profile.grievanceCategoryLabel')}</FormLabel>
        <RadioGroup value={category} onChange={(event) => setCategory(event.target.value as GrievanceCategory)}>
          {GRIEVANCE_CATEGORIES.map((each) => (
            <FormControlLabel key={each} value={each} control={<Radio />} label={t('profile.grievanceCategory', { category: each })} />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        label={t('profile.grievanceText')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={4}
        fullWidth
        slotProps={{ htmlInput: { maxLength: GRIEVANCE_TEXT_MAX } }}
        helperText={t('profile.grievanceTextHelp', { count: text.length, max: GRIEVANCE_TEXT_MAX })}
      />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={busy || !category || !text.trim()}>
          {busy ? t('profile.sending') : t('profile.grievanceSend')}
        </Button>
      </Box>
    </Box>
  );
}

function GrievanceEntry({ grievance }: { grievance: GrievanceDoc }) {
  const t = useT();
  const lang = useLang();
  const answered = grievance.status === 'answered';
  return (
    <Box
      component="li"
      data-testid="grievance"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, md: 3 }, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700 }}>{t('profile.grievanceCategory', { category: grievance.category })}</Typography>
        <Chip
          data-testid="grievance-status"
          label={t('profile.grievanceStatus', { status: grievance.status })}
          color={answered ? 'success' : 'default'}
          sx={{ fontSize: '1rem' }}
        />
      </Box>
      <Typography sx={{ color: 'text.secondary' }}>
        {answered
          ? t('profile.grievanceAnswered', { filed: dateIn(grievance.filedAt, lang), answered: dateIn(grievance.answeredAt ?? 0, lang) })
          : t('profile.grievanceOpen', { filed: dateIn(grievance.filedAt, lang), due: dateIn(grievance.dueBy, lang) })}
      </Typography>
      {answered && (
        <Typography data-testid="grievance-answer" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', fontSize: '1.125rem' }}>
          {grievance.answer}
        </Typography>
      )}
      <Typography sx={{ color: 'text.secondary', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {t('profile.grievanceYourWords', { text: grievance.text })}
      </Typography>
    </Box>
  );
}

export function Grievances({ email }: { email: string }) {
  const t = useT();
  const lang = useLang();
  const call = usePendingCall<'send'>();
  const listed = useLiveCollection<GrievanceDoc>(COLLECTIONS.grievances, [['email', '==', email]], {
    orderBy: ['filedAt', 'desc'],
    limit: GRIEVANCES_LISTED,
  });
  const grievances = listed.data ?? [];

  async function onSend(category: GrievanceCategory, text: string): Promise<boolean> {
    let sent = false;
    await call.run('send', async () => {
      const answer = await apiRequest<{ message: string }>('fileGrievance', {
        body: { category, text, lang },
        token: await currentIdToken(),
      });
      sent = true;
      return answer;
    });
    return sent;
  }

  return (
    <ProfilePart title={t('profile.grievanceTitle')} lead={t('profile.grievanceLead')}>
      <GrievanceForm onSend={onSend} busy={call.pending !== null} />
      <OutcomeNotice outcome={call.outcome} onDismiss={call.dismiss} />
      {listed.status === 'loading' && <Typography role="status">{t('profile.grievanceLoading')}</Typography>}
      {grievances.length > 0 && (
        <>
          <Typography variant="h3" sx={{ fontSize: '1.25rem', mt: 4, mb: 1 }}>
            {t('profile.grievanceListTitle')}
          </Typography>
          <Box component="ul" aria-live="polite" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {grievances.map((grievance) => (
              <GrievanceEntry key={grievance.id} grievance={grievance} />
            ))}
          </Box>
        </>
      )}
    </ProfilePart>
  );
}
