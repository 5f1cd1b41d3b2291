/**
 * "How was your visit?": the senior's latest visit that has happened, asked once,
 * with three large choices in words and room for a few words of their own. After answering, a
 * calm thank-you; 'Not good' also says the team will call.
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { VISIT_MOODS, type VisitMood } from '@gh/common/visits';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { VISIT_FAILURES } from '../../content/visits';
import { useLang, useT } from '../../i18n/I18n';
import { DashboardCard, type CardState } from './DashboardCard';
import { visitText } from './dashboardModel';
import { ShortTextField } from './ShortTextField';
import { usePendingCall } from './usePendingCall';
import { VISIT_CALLS, type VisitCalls } from './visitCalls';
import type { VisitItem } from './visitsModel';

const READY: CardState = { status: 'ready' };
const choiceSx = { minHeight: 72, fontSize: '1.5rem', fontWeight: 700 } as const;

function Thanks({ mood }: { mood: VisitMood }) {
  const t = useT();
  return (
    <Box role="status" data-testid="feedback-thanks">
      <Typography sx={{ fontSize: '1.25rem' }}>{t('dashboard.thanks')}</Typography>
      {mood === 'bad' && <Typography sx={{ fontSize: '1.25rem', mt: 1 }}>{t('dashboard.thanksBad')}</Typography>}
    </Box>
  );
}

interface FeedbackCardProps {
  /** The visit to ask about, or null; the card stays with its thank-you after an answer. */
  visit: VisitItem | null;
  api?: Pick<VisitCalls, 'giveFeedback'>;
}

export function FeedbackCard({ visit, api = VISIT_CALLS }: FeedbackCardProps) {
  const t = useT();
  const lang = useLang();
  const call = usePendingCall<VisitMood>(VISIT_FAILURES);
  const [text, setText] = useState('');
  const [answered, setAnswered] = useState<{ id: string; mood: VisitMood } | null>(null);
  const promptId = useId();
  const asking = visit && visit.id !== answered?.id ? visit : null;
  if (!asking && !answered) return null;

  const answer = (id: string, mood: VisitMood) =>
    call.run(mood, async () => {
      const said = await api.giveFeedback(id, mood, text);
      setAnswered({ id, mood });
      setText('');
      return said;
    });

  return (
    <DashboardCard title={t('dashboard.feedbackTitle')} state={READY} prominent>
      {call.outcome?.severity === 'error' && (
        <Box sx={{ mb: 2 }}>
          <OutcomeNotice outcome={call.outcome} onDismiss={call.dismiss} />
        </Box>
      )}
      {asking ? (
        <Box data-testid="feedback-ask" sx={{ display: 'grid', gap: 2 }}>
          <Typography sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
            {t('dashboard.feedbackAbout', { task: asking.task, date: visitText(asking, lang).dateText })}
          </Typography>
          <ShortTextField label={t('dashboard.feedbackTextLabel')} value={text} onChange={setText} />
          <Typography id={promptId} sx={{ fontWeight: 700 }}>
            {t('dashboard.feedbackChoose')}
          </Typography>
          <Box
            role="group"
            aria-labelledby={promptId}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
          >
            {VISIT_MOODS.map((mood) => (
              <Button
                key={mood}
                variant="outlined"
                disabled={call.pending !== null}
                sx={choiceSx}
                onClick={() => void answer(asking.id, mood)}
              >
                {call.pending === mood ? t('dashboard.sending') : t('dashboard.mood', { mood })}
              </Button>
            ))}
          </Box>
        </Box>
      ) : (
        answered && <Thanks mood={answered.mood} />
      )}
    </DashboardCard>
  );
}
