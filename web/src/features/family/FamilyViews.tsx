/**
 * Every view of the signed-in member, live (familyViews where member is their proven e-mail, a
 * few at most: one per senior whose circle they are in). A view that leaves the list (she removed
 * them) is gone from the page at once, and the page says so by her name; with none at all, it
 * says how to get one. While the circle's notice has changed since they agreed, it asks first.
 */
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { CIRCLE_MAX_MEMBERS, CIRCLE_NOTICE_VERSION, type FamilyViewDoc } from '@gh/common/circle';
import { COLLECTIONS } from '@gh/common/constants';
import { useT } from '../../i18n/I18n';
import { useLiveCollection } from '../../lib/live';
import { FamilyNoticeAgain } from './FamilyNoticeAgain';
import { FamilyView } from './FamilyView';

/** More than a person is likely to be in: each senior's circle is one view. */
const VIEWS_SHOWN = CIRCLE_MAX_MEMBERS;

/** The views this page has shown, by id, with her name: one that leaves the list is said to be gone. */
type Seen = ReadonlyMap<string, string>;

interface ViewsListProps {
  email: string;
  /** How many listeners broke before this one: each listens to a query of its own (below). */
  attempt: number;
  seen: Seen;
  onSeen: (views: Seen) => void;
  onBroken: () => void;
}

/**
 * The views listened to. A listener that worked and then failed starts again (`onBroken`) as a
 * new query (one more allowed), which the cache has no resume token for: the emulator ends a
 * query's listener when one of its documents is deleted, and again when the same query resumes
 * past that deletion, where Firestore itself only drops the document: until the new one answers,
 * the views seen are said to be closed and none shows. One that fails from the start says so.
 */
function ViewsList({ email, attempt, seen, onSeen, onBroken }: ViewsListProps) {
  const t = useT();
  const views = useLiveCollection<FamilyViewDoc>(COLLECTIONS.familyViews, [['member', '==', email]], { limit: VIEWS_SHOWN + attempt });
  const [worked, setWorked] = useState(false);
  const data = views.data;
  if (data && !worked) setWorked(true);
  useEffect(() => {
    if (data) onSeen(new Map(data.map((view) => [view.id, view.seniorName])));
  }, [data, onSeen]);
  const broken = views.status === 'error' && worked;
  useEffect(() => {
    if (broken) onBroken();
  }, [broken, onBroken]);

  // After a break, until the new query answers, nothing of the views shows, and those seen are said to be closed.
  const waiting = views.status === 'loading' || broken;
  if (views.status === 'error' && !broken) {
    return (
      <Alert severity="error" role="alert" sx={{ fontSize: '1.125rem' }}>
        {t('family.loadFailed')}
      </Alert>
    );
  }
  const shown = waiting ? [] : (data ?? []);
  const present = new Set(shown.map((view) => view.id));
  const gone = [...seen].filter(([id]) => !present.has(id));
  // A view kept before it said which notice (no noticeVersion) asks too: undefined is never >= a version.
  const askAgain = shown.some((view) => !(view.noticeVersion >= CIRCLE_NOTICE_VERSION));
  return (
    <>
      <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 2, '&:empty': { display: 'none' } }}>
        {gone.map(([id, name]) => (
          <Alert key={id} severity="info" data-testid="family-gone" sx={{ fontSize: '1.125rem' }}>
            {t('family.gone', { name })}
          </Alert>
        ))}
      </Box>
      {waiting && gone.length === 0 && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography sx={{ fontSize: '1.1875rem' }}>{t('family.loading')}</Typography>
        </Box>
      )}
      {!waiting && shown.length === 0 && gone.length === 0 && (
        <Typography data-testid="family-none" sx={{ fontSize: '1.1875rem', overflowWrap: 'anywhere' }}>
          {t('family.none', { email })}
        </Typography>
      )}
      {askAgain ? <FamilyNoticeAgain /> : shown.map((view) => <FamilyView key={view.id} view={view} me={email} />)}
    </>
  );
}

export function FamilyViews({ email }: { email: string }) {
  const [seen, setSeen] = useState<Seen>(() => new Map());
  const [attempt, setAttempt] = useState(0);
  const remember = useCallback((views: Seen) => setSeen((before) => new Map([...before, ...views])), []);
  const again = useCallback(() => setAttempt((count) => count + 1), []);
  return (
    <Box sx={{ mt: 4, display: 'grid', gap: 3 }}>
      <ViewsList key={attempt} email={email} attempt={attempt} seen={seen} onSeen={remember} onBroken={again} />
    </Box>
  );
}
