/**
 * /admin/profile?email= (spec section 2, and issue 13, item 5): everything stored about the
 * person, from POST /{key}/person: the application (the spec's full name, e-mail and contact,
 * with the answers, status, dates and View Resume, which opens the short-lived signed link in
 * a new tab) and, once registered, the volunteer's or senior's registration and link; 'No
 * profile' for an e-mail with none of these. Without an admin key: to /admin.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { AdminPersonView } from '@gh/common/documents';
import { PAGES } from '@gh/common/routes';
import { PageIntro } from '../../components/PageIntro';
import { PROFILE_TEXT as T } from '../../content/adminProfile';
import { adminRequest } from '../../lib/adminAuth';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/useSession';
import { ApplicationSections, NotRegisteredSection, SeniorSections, VolunteerSections } from './ProfileDetails';

/** `problem` null: nothing is stored for the e-mail. */
type Loaded = { email: string } & ({ person: AdminPersonView } | { person: null; problem: string | null });

function usePerson(hasSession: boolean, email: string): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!hasSession) return;
    let active = true;
    adminRequest<AdminPersonView>('adminPerson', { body: { email } }).then(
      (person) => active && setLoaded({ email, person }),
      (error: unknown) => {
        // An unknown or malformed e-mail is simply no profile; anything else says what went wrong.
        const missing = error instanceof ApiError && (error.code === 'noProfile' || error.code === 'invalidInput');
        const problem = missing ? null : error instanceof Error ? error.message : String(error);
        if (active) setLoaded({ email, person: null, problem });
      },
    );
    return () => {
      active = false;
    };
  }, [hasSession, email]);
  return loaded?.email === email ? loaded : null;
}

function titleOf(person: AdminPersonView | null): string {
  if (person?.application) return T.title.applicant;
  if (person?.volunteer) return T.title.volunteer;
  if (person?.senior) return T.title.senior;
  return T.loadingTitle;
}

const stackSx = { display: 'grid', gap: 3, alignContent: 'start', minWidth: 0 } as const;

/** The application beside the registration on a wide screen, one after the other on a narrow one. */
function Person({ person: { application, volunteer, senior } }: { person: AdminPersonView }) {
  return (
    <Box sx={{ ...stackSx, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: application ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 880px)' } }}>
      {application && (
        <Box sx={stackSx}>
          <ApplicationSections application={application} />
        </Box>
      )}
      <Box sx={stackSx}>
        {volunteer && <VolunteerSections volunteer={volunteer} />}
        {senior && <SeniorSections senior={senior} />}
        {!volunteer && !senior && <NotRegisteredSection />}
      </Box>
    </Box>
  );
}

export default function AdminProfilePage() {
  const { adminKey } = useSession();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const loaded = usePerson(Boolean(adminKey), email);

  if (!adminKey) return <Navigate to={PAGES.admin} replace />;

  let body;
  if (!loaded) body = <Box role="status">Loading...</Box>;
  else if (loaded.person) body = <Person person={loaded.person} />;
  else if (loaded.problem === null) body = <Typography sx={{ fontSize: '1.3125rem' }}>{T.noProfile}</Typography>;
  else body = <Alert severity="error" sx={{ fontSize: '1.125rem' }}>{loaded.problem}</Alert>;

  return (
    <PageIntro title={titleOf(loaded?.person ?? null)}>
      <Box sx={{ mt: 1, mb: 4 }}>
        <Button component={RouterLink} to={PAGES.admin} variant="outlined" size="large">
          {T.goBack}
        </Button>
      </Box>
      {body}
    </PageIntro>
  );
}
