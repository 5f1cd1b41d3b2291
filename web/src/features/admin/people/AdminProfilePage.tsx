/**
 * /admin/profile?email= (spec section 2): everything stored about the
 * person, from POST /{key}/person: the application (the spec's full name, e-mail and contact,
 * with the answers, status, dates and View Resume, which opens the short-lived signed link in
 * a new tab, and Approve and Reject while it waits for a decision) and, once registered, the
 * volunteer's or senior's registration and link, and a senior's family circle; 'No
 * profile' for an e-mail with none of these. A coordinator opens the people of their cities
 * (the server refuses them any other) and sees their details, decides their application,
 * reads their visits of those cities and may link a kept-apart pair again (the server refuses a
 * pair not both of their cities, in its words); the identity check and the family circle stay
 * the owners'. Without an admin key: to /admin. In the page's language, the page title too.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { AdminPersonView } from '@gh/common/documents';
import { PAGES } from '@gh/common/routes';
import { PageIntro } from '../../../components/PageIntro';
import { useServerText } from '../../../components/serverText';
import { areaLoader } from '../../../i18n/catalogs';
import { useT } from '../../../i18n/I18n';
import type { MessageKey } from '../../../i18n/areas';
import { adminRequest, ensureAdminSession } from '../../../lib/adminAuth';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/useSession';
import { ApplicationSections, NotRegisteredSection, SeniorSections, VolunteerSections } from './ProfileDetails';
import { ApplicantDecision } from './ApplicantDecision';
import { CircleSection } from './CircleSection';
import { CoordinatorSection } from './CoordinatorSection';
import { IdentityCheckSection } from './IdentityCheck';
import { KeptApartSection } from './KeptApart';
import { VisitHistory } from './VisitHistory';

/** The page's words, the panels' (admin: the visit history), the stored options' labels (choices) and the api's answers, with the page's chunk. */
export const loadMessages = areaLoader(import.meta.glob('../../../i18n/messages/*/{adminProfile,admin,choices,api}.ts'));

/** `problem` null: nothing is stored for the e-mail; otherwise what went wrong, said in the page's language. */
type Loaded = { email: string } & ({ person: AdminPersonView } | { person: null; problem: unknown });

/** The person, and `reload` to read them again after a change (what is shown stays until then). */
function usePerson(hasSession: boolean, email: string): [Loaded | null, () => void] {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!hasSession) return;
    let active = true;
    adminRequest<AdminPersonView>('adminPerson', { body: { email } }).then(
      (person) => active && setLoaded({ email, person }),
      (error: unknown) => {
        // An unknown or malformed e-mail is simply no profile; anything else says what went wrong.
        const missing = error instanceof ApiError && (error.code === 'noProfile' || error.code === 'invalidInput');
        if (active) setLoaded({ email, person: null, problem: missing ? null : error });
      },
    );
    return () => {
      active = false;
    };
  }, [hasSession, email, version]);
  return [loaded?.email === email ? loaded : null, () => setVersion((v) => v + 1)];
}

/** What the session may see here: the owners' everything, or a coordinator's cities; null until known. */
type Scope = { owners: true } | { owners: false; cities: readonly string[] };

function useSessionScope(hasSession: boolean): Scope | null {
  const [scope, setScope] = useState<Scope | null>(null);
  useEffect(() => {
    if (!hasSession) return;
    let active = true;
    ensureAdminSession().then(
      (identity) =>
        active &&
        setScope(
          identity.kind === 'key' || identity.role === 'owner'
            ? { owners: true }
            : { owners: false, cities: identity.role === 'coordinator' ? identity.cities : [] },
        ),
      () => active && setScope({ owners: false, cities: [] }),
    );
    return () => {
      active = false;
    };
  }, [hasSession]);
  return scope;
}

function titleOf(person: AdminPersonView | null): MessageKey {
  if (person?.application) return 'adminProfile.title.applicant';
  if (person?.volunteer) return 'adminProfile.title.volunteer';
  if (person?.senior) return 'adminProfile.title.senior';
  return 'adminProfile.loadingTitle';
}

const stackSx = { display: 'grid', gap: 3, alignContent: 'start', minWidth: 0 } as const;

interface PersonProps {
  person: AdminPersonView;
  reload: () => void;
  /**
   * A coordinator's leaves the owners' sections out, lists only the visits of their cities, and
   * leaves the mailing of a decision to the server's sweep.
   */
  scope: Scope;
}

/** The application beside the registration on a wide screen, one after the other on a narrow one. */
function Person({ person: { application, volunteer, senior }, reload, scope }: PersonProps) {
  const { owners } = scope;
  // An owner, or a coordinator: a viewer has no cities here.
  const ofCities = owners || scope.cities.length > 0;
  return (
    <Box
      sx={{ ...stackSx, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: application ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 880px)' } }}
    >
      {application && (
        <Box sx={stackSx}>
          <ApplicantDecision application={application.data} onChanged={reload} sweep={owners} />
          <ApplicationSections application={application} />
        </Box>
      )}
      <Box sx={stackSx}>
        {volunteer && <VolunteerSections volunteer={volunteer} />}
        {owners && volunteer && <IdentityCheckSection volunteer={volunteer} onRecorded={reload} />}
        {senior && <SeniorSections senior={senior} />}
        {ofCities && volunteer && <KeptApartSection role="volunteer" person={volunteer} />}
        {ofCities && senior && <KeptApartSection role="senior" person={senior} />}
        {owners && senior && <CoordinatorSection senior={senior} onChanged={reload} />}
        {owners && senior && <CircleSection email={senior.email} />}
        {!volunteer && !senior && <NotRegisteredSection />}
      </Box>
      {ofCities && (volunteer || senior) && (
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <VisitHistory
            role={volunteer ? 'volunteer' : 'senior'}
            email={(volunteer ?? senior)!.email}
            cities={owners ? undefined : scope.cities}
          />
        </Box>
      )}
    </Box>
  );
}

export default function AdminProfilePage() {
  const t = useT();
  const { failure } = useServerText();
  const { adminKey } = useSession();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const [loaded, reload] = usePerson(Boolean(adminKey), email);
  const scope = useSessionScope(Boolean(adminKey));

  if (!adminKey) return <Navigate to={PAGES.admin} replace />;

  let body;
  if (!loaded || scope === null) body = <Box role="status">{t('adminProfile.loading')}</Box>;
  else if (loaded.person) body = <Person person={loaded.person} reload={reload} scope={scope} />;
  else if (loaded.problem === null) body = <Typography sx={{ fontSize: '1.3125rem' }}>{t('adminProfile.noProfile')}</Typography>;
  else
    body = (
      <Alert severity="error" sx={{ fontSize: '1.125rem' }}>
        {failure(loaded.problem)}
      </Alert>
    );

  return (
    <PageIntro title={t(titleOf(loaded?.person ?? null))}>
      <Box sx={{ mt: 1, mb: 4 }}>
        <Button component={RouterLink} to={PAGES.admin} variant="outlined" size="large">
          {t('adminProfile.goBack')}
        </Button>
      </Box>
      {body}
    </PageIntro>
  );
}
