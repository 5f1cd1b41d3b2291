/**
 * A volunteer asked to visit the senior: who they are (name, e-mail second, skills, languages)
 * and the senior's Yes or No. No asks once more, gently, since it ends the request.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { firstName, type Link } from '@gh/common/documents';
import { useT } from '../../i18n/I18n';
import { useChoiceList } from '../../i18n/choices';
import type { SeniorAnswerState } from './useSeniorAnswer';

export function RequestAnswer({ request, state }: { request: Link; state: SeniorAnswerState }) {
  const t = useT();
  const [confirmingNo, setConfirmingNo] = useState(false);
  const first = firstName(request.name) || request.name;
  const choiceList = useChoiceList();
  const skills = choiceList(request.skills);
  const languages = choiceList(request.languages);
  const busy = state.pending !== null;
  const saidYes = request.answer === 'yes';

  return (
    <Box data-testid="request-answer">
      <Typography variant="h5" component="h3" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
        {t('dashboard.requestTitle', { name: request.name })}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1.5, overflowWrap: 'anywhere' }}>{request.email}</Typography>
      {skills && <Typography>{t('dashboard.canHelpWith', { list: skills })}</Typography>}
      {languages && <Typography>{t('dashboard.speaks', { list: languages })}</Typography>}
      {saidYes ? (
        <Typography sx={{ mt: 2, fontWeight: 700 }}>{t('dashboard.youSaidYes')}</Typography>
      ) : (
        <Typography sx={{ mt: 2, fontWeight: 700 }}>{t('dashboard.askVisit', { first })}</Typography>
      )}
      {confirmingNo ? (
        <Box role="group" aria-label={t('dashboard.sayNoLabel', { first })} sx={{ mt: 1.5 }}>
          <Typography sx={{ mb: 1.5 }}>{t('dashboard.sayNoExplained', { first })}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button variant="contained" disabled={busy} onClick={() => void state.answer(request.email, 'no')}>
              {t(state.pending === 'no' ? 'dashboard.sending' : 'dashboard.sayNo')}
            </Button>
            <Button variant="outlined" disabled={busy} onClick={() => setConfirmingNo(false)}>
              {t('dashboard.goBack')}
            </Button>
          </Box>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5 }}>
          {!saidYes && (
            <Button variant="contained" disabled={busy} onClick={() => void state.answer(request.email, 'yes')}>
              {state.pending === 'yes' ? t('dashboard.sending') : t('dashboard.yesMayVisit', { first })}
            </Button>
          )}
          <Button variant="outlined" disabled={busy} onClick={() => setConfirmingNo(true)}>
            {t(saidYes ? 'dashboard.changedMind' : 'dashboard.notNow')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
