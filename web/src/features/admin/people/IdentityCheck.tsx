/**
 * On a volunteer's /admin/profile: his photo and two lines as his senior sees them, the
 * identity check last recorded, and a form to record one (POST /{key}/identity-check): which
 * paper was seen, in person or on a video call, and the day. Never the paper's number: a note
 * that looks like one is refused here, in the page's language, before the server refuses it.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VISIT_TIME_ZONE } from '@gh/common/constants';
import type { AdminPersonView } from '@gh/common/documents';
import {
  ID_DOCUMENTS,
  ID_NOTE_MAX,
  ID_SEEN,
  looksLikeIdNumber,
  type IdDocument,
  type IdSeen,
  type IdentityCheckDoc,
} from '@gh/common/identity-check';
import { dayIn } from '@gh/common/locale-format';
import { dateInZone } from '@gh/common/time';
import { LABEL_ABOVE } from '../../../components/labelAbove';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import type { Outcome } from '../../../components/outcome';
import { PersonPhoto } from '../../../components/PersonPhoto';
import { useServerText } from '../../../components/serverText';
import { useLang, useT } from '../../../i18n/I18n';
import { adminRequest } from '../../../lib/adminAuth';
import { Detail, Details, Section } from './ProfileDetails';

type Volunteer = NonNullable<AdminPersonView['volunteer']>;

/** "Aadhaar card, in person, 20 November 2026 (admin key)": what was recorded, in the page's language. */
function CheckText({ check }: { check: IdentityCheckDoc | null }) {
  const t = useT();
  const lang = useLang();
  if (!check) return <>{t('adminProfile.check.none')}</>;
  const by = check.by === 'key' ? 'key' : 'session';
  return (
    <>
      {t('adminProfile.check.recorded', { document: check.document, seen: check.seen, date: dayIn(check.date, lang), by })}
      {check.note && `\n${check.note}`}
    </>
  );
}

function CheckForm({ email, onRecorded }: { email: string; onRecorded: () => void }) {
  const t = useT();
  const said = useServerText();
  // Today in India, as the form opened: the day it was seen, at the latest.
  const [today] = useState(() => dateInZone(Date.now(), VISIT_TIME_ZONE.offsetMinutes));
  const [document, setDocument] = useState<IdDocument | ''>('');
  const [seen, setSeen] = useState<IdSeen>('inPerson');
  const [date, setDate] = useState(today);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const noteProblem = looksLikeIdNumber(note) ? t('adminProfile.check.noNumber') : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!document || noteProblem || sending) return;
    setSending(true);
    setOutcome(null);
    try {
      const answer = await adminRequest<{ message: string }>('identityCheck', { body: { email, document, seen, date, note: note.trim() } });
      setOutcome({ severity: 'success', message: said.success(answer.message) });
      onRecorded();
    } catch (error) {
      setOutcome({ severity: 'error', message: said.failure(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('adminProfile.check.form')}
      sx={{ display: 'grid', gap: 2, mt: 2 }}
    >
      <FormControl component="fieldset" required>
        <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600 }}>
          {t('adminProfile.check.document')}
        </FormLabel>
        <RadioGroup name="document" value={document} onChange={(event) => setDocument(event.target.value as IdDocument)}>
          {ID_DOCUMENTS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={t('adminProfile.check.documentName', { document: value })}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600 }}>
          {t('adminProfile.check.seen')}
        </FormLabel>
        <RadioGroup row name="seen" value={seen} onChange={(event) => setSeen(event.target.value as IdSeen)}>
          {ID_SEEN.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={t('adminProfile.check.seenHow', { seen: value })} />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        type="date"
        label={t('adminProfile.check.date')}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        required
        slotProps={{ ...LABEL_ABOVE, htmlInput: { max: today } }}
        sx={{ maxWidth: '16rem' }}
      />
      <TextField
        label={t('adminProfile.check.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={Boolean(noteProblem)}
        helperText={noteProblem ?? t('adminProfile.check.noteHint')}
        slotProps={{ ...LABEL_ABOVE, htmlInput: { maxLength: ID_NOTE_MAX } }}
      />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={!document || Boolean(noteProblem) || sending}>
          {t(sending ? 'adminProfile.check.sending' : 'adminProfile.check.record')}
        </Button>
      </Box>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
    </Box>
  );
}

export function IdentityCheckSection({ volunteer, onRecorded }: { volunteer: Volunteer; onRecorded: () => void }) {
  const t = useT();
  return (
    <Section title={t('adminProfile.check.title')}>
      <Box data-testid="admin-photo" sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1 }}>
        <PersonPhoto
          name={volunteer.name || volunteer.email}
          src={volunteer.photo?.link ?? null}
          alt={t('adminProfile.check.photoOf', { name: volunteer.name })}
        />
        <Typography sx={{ color: volunteer.photo ? undefined : 'text.secondary', overflowWrap: 'anywhere' }}>
          {volunteer.photo ? t('adminProfile.check.hasPhoto') : t('adminProfile.check.noPhoto')}
        </Typography>
      </Box>
      <Details>
        <Detail label={t('adminProfile.check.intro')}>{volunteer.intro}</Detail>
        <Detail label={t('adminProfile.check.latest')}>
          <CheckText check={volunteer.identityCheck} />
        </Detail>
      </Details>
      <CheckForm email={volunteer.email} onRecorded={onRecorded} />
    </Section>
  );
}
