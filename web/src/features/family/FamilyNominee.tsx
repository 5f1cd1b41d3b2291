/**
 * For her nominee, on her view (docs/privacy.md, Her nominee): that she named them and what it
 * means, and a request to act for her, because she has died or cannot act for herself, with a
 * short note (POST /family/nominee-request). It reaches our grievance officer as a grievance,
 * answered within 90 days by e-mail in the page's language.
 */
import { useState, type FormEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NOMINEE_NOTE_MAX, NOMINEE_REASONS, type NomineeReason } from '@gh/common/grievances';
import { dayMonthIn } from '@gh/common/locale-format';
import { LABEL_ABOVE } from '../../components/labelAbove';
import { usePendingCall } from '../../components/usePendingCall';
import { useLang, useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import { FamilyForm } from './FamilyForm';

export function FamilyNominee({ senior, nominatedAt }: { senior: string; nominatedAt: number }) {
  const t = useT();
  const lang = useLang();
  const call = usePendingCall<'request'>();
  const [reason, setReason] = useState<NomineeReason | ''>('');
  const [note, setNote] = useState('');

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!reason || call.pending) return;
    void call.run('request', async () => {
      const token = await currentIdToken();
      const answer = await apiRequest<{ message: string }>('nomineeRequest', { body: { senior, reason, note: note.trim(), lang }, token });
      setReason('');
      setNote('');
      return answer;
    });
  };

  return (
    <>
      <Typography>{t('family.nomineeText', { date: dayMonthIn(nominatedAt, lang) })}</Typography>
      <FamilyForm
        title={t('family.nomineeFormTitle')}
        call={call}
        onSubmit={send}
        send={t('family.nomineeSend')}
        sending={t('family.nomineeSending')}
        disabled={!reason || !note.trim()}
      >
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('family.nomineeReasonLabel')}</FormLabel>
          <RadioGroup value={reason} onChange={(event) => setReason(event.target.value as NomineeReason)}>
            {NOMINEE_REASONS.map((each) => (
              <FormControlLabel key={each} value={each} control={<Radio />} label={t('family.nomineeReason', { reason: each })} />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label={t('family.nomineeNoteLabel')}
          name="note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ ...LABEL_ABOVE, htmlInput: { maxLength: NOMINEE_NOTE_MAX } }}
        />
      </FamilyForm>
    </>
  );
}
