/**
 * A member's choice of the e-mails they get about a senior whose circle they joined
 * (docs/notifications.md, Her family), for the family page: a box for each notice her parts
 * allow, the language of the mails, and Save (PUT /family/notices by the member's session).
 * Self-contained: the page gives it her e-mail and the member's view's `parts`, `notices` and
 * `lang`, which the view keeps live, so a save shows there. Its words are the `circle` area's.
 */
import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { familyNoticesAllowed, type CirclePart, type FamilyNotice } from '@gh/common/circle';
import { LANGS, type Lang } from '@gh/common/i18n';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { usePendingCall } from '../../components/usePendingCall';
import { useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import { useHydrated } from '../../lib/useHydrated';

/** Each language named in itself, as a reader of it looks for it. */
const LANG_NAMES: Readonly<Record<Lang, string>> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' };

export interface FamilyNoticeChoicesProps {
  /** Her e-mail: whose circle. */
  senior: string;
  /** What she allowed the member to see, and the member's choice as their view keeps it. */
  parts: readonly CirclePart[];
  notices: readonly FamilyNotice[];
  lang: Lang;
}

const save = async (body: { senior: string; notices: FamilyNotice[]; lang: Lang }) =>
  apiRequest<{ message: string }>('familyNotices', { body, token: await currentIdToken() });

export function FamilyNoticeChoices({ senior, parts, notices, lang }: FamilyNoticeChoicesProps) {
  const t = useT();
  const hydrated = useHydrated();
  const titleId = useId();
  const call = usePendingCall<'save'>();
  const allowed = familyNoticesAllowed(parts);
  const [chosen, setChosen] = useState<FamilyNotice[]>(allowed.filter((notice) => notices.includes(notice)));
  const [mailLang, setMailLang] = useState<Lang>(lang);
  const toggle = (notice: FamilyNotice, on: boolean) =>
    setChosen((now) => allowed.filter((one) => (one === notice ? on : now.includes(one))));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (call.pending === null) void call.run('save', () => save({ senior, notices: chosen, lang: mailLang }));
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId} sx={{ display: 'grid', gap: 2, maxWidth: 880 }}>
      <Typography id={titleId} variant="h4" component="h3" sx={{ fontSize: { xs: '1.375rem', sm: '1.5rem' } }}>
        {t('circle.notices.title')}
      </Typography>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ color: 'text.primary', mb: 1 }}>
          {t('circle.notices.lead')}
        </FormLabel>
        <FormGroup>
          {allowed.map((notice) => (
            <FormControlLabel
              key={notice}
              label={t('circle.notices.choice', { notice })}
              control={
                <Checkbox
                  name="notices"
                  value={notice}
                  checked={chosen.includes(notice)}
                  disabled={!hydrated}
                  onChange={(event) => toggle(notice, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ color: 'text.primary', mb: 1 }}>
          {t('circle.notices.lang')}
        </FormLabel>
        <RadioGroup row name="lang" value={mailLang} onChange={(event) => setMailLang(event.target.value as Lang)}>
          {LANGS.map((one) => (
            <FormControlLabel key={one} value={one} control={<Radio disabled={!hydrated} />} label={LANG_NAMES[one]} lang={one} />
          ))}
        </RadioGroup>
      </FormControl>
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={!hydrated || call.pending !== null} sx={{ minWidth: 160 }}>
          {call.pending ? t('circle.notices.saving') : t('circle.notices.save')}
        </Button>
      </Box>
      <OutcomeNotice outcome={call.outcome} onDismiss={call.dismiss} />
    </Box>
  );
}
