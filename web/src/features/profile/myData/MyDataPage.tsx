/**
 * /profile/data (guarded): everything Golden Hearts keeps about the person that is theirs to
 * see (GET /people/{email}/data, the right of access: docs/privacy.md), read out in their
 * language, part by part. The file they can download is the very answer shown, so what they
 * read and what they keep are the same.
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MyData } from '@gh/common/my-data';
import { PAGES } from '@gh/common/routes';
import { clockIn, dateIn } from '@gh/common/locale-format';
import { PageIntro } from '../../../components/PageIntro';
import { useServerText } from '../../../components/serverText';
import { areaLoader } from '../../../i18n/catalogs';
import { useLang, useT } from '../../../i18n/I18n';
import { ApiError, apiFile, type ApiFile } from '../../../lib/api';
import { currentIdToken } from '../../../lib/idToken';
import { saveDownload } from '../../../lib/saveDownload';
import { useSession } from '../../../lib/useSession';
import { YourApplication, YourConsent, YourDetails, YourLink } from './AboutYou';
import { CirclesYouAreIn, YourCircle } from './YourCircles';
import { StaffActions, YourGrievances, YourVisits, YourWords } from './YourRecord';

/** The page's words, the profile's (mail choices, consent uses, circle parts, grievances), the options' labels and the api's answers. */
export const loadMessages = areaLoader(import.meta.glob('../../../i18n/messages/*/{myData,profile,choices,api}.ts'));

type Loaded = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; file: ApiFile; data: MyData };

/** Fetches the person's data once per visit and on "Try again": a copy made on request, not a live view. */
function useMyData(email: string) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const file = await apiFile('myData', { params: { email }, token: await currentIdToken() });
        const data = JSON.parse(await file.blob.text()) as MyData;
        if (current) setLoaded({ status: 'ready', file, data });
      } catch (error) {
        if (current) setLoaded({ status: 'failed', error });
      }
    })();
    return () => {
      current = false;
    };
  }, [email, attempt]);
  const retry = () => {
    setLoaded({ status: 'loading' });
    setAttempt((count) => count + 1);
  };
  return { loaded, retry };
}

export default function MyDataPage() {
  const t = useT();
  const lang = useLang();
  const said = useServerText();
  const { user } = useSession();
  const { loaded, retry } = useMyData(user?.email ?? '');
  const [saved, setSaved] = useState(false);

  return (
    <PageIntro title={t('myData.title')} lead={t('myData.lead')}>
      <Box sx={{ mt: 3 }}>
        <Button component={RouterLink} to={PAGES.profile} variant="outlined" size="large">
          {t('myData.back')}
        </Button>
      </Box>
      {loaded.status === 'loading' && (
        <Typography role="status" sx={{ mt: 4, fontSize: '1.25rem' }}>
          {t('myData.loading')}
        </Typography>
      )}
      {loaded.status === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mt: 4, maxWidth: 880, fontSize: '1.125rem' }}
          action={
            <Button color="inherit" size="large" onClick={retry}>
              {t('myData.retry')}
            </Button>
          }
        >
          {loaded.error instanceof ApiError ? said.failure(loaded.error) : t('myData.failed')}
        </Alert>
      )}
      {loaded.status === 'ready' && (
        <>
          <Box sx={{ mt: 4, maxWidth: 880, display: 'grid', gap: 1.5, justifyItems: 'start' }}>
            <Typography sx={{ fontSize: '1.125rem' }}>
              {t('myData.madeAt', { date: dateIn(loaded.data.madeAt, lang), time: clockIn(loaded.data.madeAt, lang) })}{' '}
              {t('myData.listMax', { max: loaded.data.listMax })}
            </Typography>
            <Typography sx={{ fontSize: '1.125rem' }}>{t('myData.correct')}</Typography>
            <Button
              variant="contained"
              size="large"
              onClick={() => {
                saveDownload(loaded.file);
                setSaved(true);
              }}
            >
              {t('myData.download')}
            </Button>
            {saved && (
              <Alert severity="success" role="status" onClose={() => setSaved(false)} sx={{ fontSize: '1.125rem' }}>
                {t('profile.myDataDone')}
              </Alert>
            )}
          </Box>
          <MyDataParts data={loaded.data} />
        </>
      )}
    </PageIntro>
  );
}

function MyDataParts({ data }: { data: MyData }) {
  const t = useT();
  const senior = data.role === 'senior';
  return (
    <>
      <YourDetails data={data} />
      <YourConsent data={data} />
      <YourLink data={data} />
      {data.application && <YourApplication application={data.application} />}
      <YourVisits data={data} />
      {senior && <YourWords data={data} />}
      <YourGrievances data={data} />
      <StaffActions data={data} />
      {senior && <YourCircle data={data} />}
      <CirclesYouAreIn data={data} />
      <Typography sx={{ mt: 5, color: 'text.secondary' }}>{t('myData.mailNotKept')}</Typography>
    </>
  );
}
