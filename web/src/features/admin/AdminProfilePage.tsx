/**
 * /admin/profile?email= (spec section 2): the applicant's full name, e-mail and contact from
 * POST /{key}/application, their answers, and View Resume, which opens the short-lived signed
 * link in a new tab; 'No profile' for an unknown e-mail. Without an admin key: to /admin.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { AdminApplicationView } from '@gh/common/documents';
import { PAGES } from '@gh/common/routes';
import { PageIntro } from '../../components/PageIntro';
import { surfaceSx } from '../../components/surface';
import { adminRequest } from '../../lib/adminAuth';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/useSession';

type Application = AdminApplicationView['application'];
/** `problem` null: there is no such application. */
type Loaded = { email: string } & ({ application: Application } | { application: null; problem: string | null });

function useApplication(hasSession: boolean, email: string): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!hasSession) return;
    let active = true;
    const body = { type: 'volunteer', email };
    adminRequest<AdminApplicationView>('adminApplication', { body }).then(
      ({ application }) => active && setLoaded({ email, application }),
      (error: unknown) => {
        // An unknown or malformed e-mail is simply no profile; anything else says what went wrong.
        const missing = error instanceof ApiError && (error.code === 'noProfile' || error.code === 'invalidInput');
        const problem = missing ? null : error instanceof Error ? error.message : String(error);
        if (active) setLoaded({ email, application: null, problem });
      },
    );
    return () => {
      active = false;
    };
  }, [hasSession, email]);
  return loaded?.email === email ? loaded : null;
}

const ANSWERS = [
  ['motivation', 'Why they would like to volunteer'],
  ['companionshipMeaning', 'What companionship means to them'],
  ['excitement', 'What excites them about this work'],
  ['handlingLoneliness', 'How they would help a lonely senior'],
  ['experience', 'Previous experience'],
  ['availability', 'Availability'],
] as const;

function Field({ label, children }: { label: string; children: string }) {
  return (
    <Box sx={{ py: 1.25 }}>
      <Typography component="dt" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children || 'Not mentioned'}
      </Typography>
    </Box>
  );
}

function Profile({ application }: { application: Application }) {
  const { data, resume } = application;
  return (
    <Box sx={{ ...surfaceSx, maxWidth: 760 }}>
      <Box component="dl" sx={{ m: 0 }}>
        <Field label="Full name">{data.fullName}</Field>
        <Field label="Email">{data.email}</Field>
        <Field label="Contact">{data.contact}</Field>
        <Field label="Status">{data.status}</Field>
        <Field label="Languages">{data.languages.join(', ')}</Field>
        {ANSWERS.map(([field, label]) => (
          <Field key={field} label={label}>
            {data[field]}
          </Field>
        ))}
      </Box>
      <Box sx={{ mt: 2 }}>
        {resume ? (
          <>
            <Typography sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
              Resume: <strong>{resume.filename}</strong>
            </Typography>
            <Button
              component="a"
              href={resume.link}
              target="_blank"
              rel="noopener"
              variant="contained"
              size="large"
              aria-label="View Resume (opens in a new tab)"
            >
              View Resume
            </Button>
          </>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>No resume was attached.</Typography>
        )}
      </Box>
    </Box>
  );
}

export default function AdminProfilePage() {
  const { adminKey } = useSession();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const loaded = useApplication(Boolean(adminKey), email);

  if (!adminKey) return <Navigate to={PAGES.admin} replace />;

  let body;
  if (!loaded) body = <Box role="status">Loading...</Box>;
  else if (loaded.application) body = <Profile application={loaded.application} />;
  else if (loaded.problem === null) body = <Typography sx={{ fontSize: '1.3125rem' }}>No profile</Typography>;
  else body = <Alert severity="error" sx={{ fontSize: '1.125rem' }}>{loaded.problem}</Alert>;

  return (
    <PageIntro title="Applicant Profile">
      <Box sx={{ mt: 1, mb: 4 }}>
        <Button component={RouterLink} to={PAGES.admin} variant="outlined" size="large">
          Go back
        </Button>
      </Box>
      {body}
    </PageIntro>
  );
}
