/**
 * "E-mails we send you" on /profile: which of the mails about visits the person wants (all on
 * until turned off). Saved on its own by PUT /notices (docs/notifications.md); the live
 * document then shows what was stored. Her emergency contact hears from us only by joining her
 * family circle (FamilyCircle.tsx offers to invite them).
 */
import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { CHOICES_OF, type NoticeChoice } from '@gh/common/notices';
import type { Outcome } from '../../components/outcome';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { useServerText } from '../../components/serverText';
import { useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import type { Role } from '../../lib/session';

interface MailChoicesProps {
  role: Role;
  doc: VolunteerDoc | SeniorDoc;
}

export function MailChoices({ role, doc }: MailChoicesProps) {
  const t = useT();
  const said = useServerText();
  const titleId = useId();
  const [off, setOff] = useState<NoticeChoice[]>(doc.mailOff ?? []);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const toggle = (choice: NoticeChoice, on: boolean) =>
    setOff(CHOICES_OF[role].filter((one) => (one === choice ? !on : off.includes(one))));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setOutcome(null);
    try {
      const answer = await apiRequest<{ message: string }>('saveNotices', { body: { off }, token: await currentIdToken() });
      setOutcome({ severity: 'success', message: said.success(answer.message) });
    } catch (error) {
      setOutcome({ severity: 'error', message: said.failure(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId} sx={{ mt: 6, maxWidth: 880 }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {t('profile.mailTitle')}
      </Typography>
      <FormControl component="fieldset" sx={{ mb: 2 }}>
        <FormLabel component="legend" sx={{ color: 'text.primary', mb: 1 }}>
          {t('profile.mailLead')}
        </FormLabel>
        <FormGroup>
          {CHOICES_OF[role].map((choice) => (
            <FormControlLabel
              key={choice}
              label={t('profile.mailChoice', { choice })}
              control={
                <Checkbox
                  name="mail"
                  value={choice}
                  checked={!off.includes(choice)}
                  onChange={(event) => toggle(choice, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
      <Button type="submit" variant="contained" size="large" disabled={saving} sx={{ minWidth: 160 }}>
        {t(saving ? 'profile.saving' : 'profile.mailSave')}
      </Button>
      <Box sx={{ mt: 3 }}>
        <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      </Box>
    </Box>
  );
}
