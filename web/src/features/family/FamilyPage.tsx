/**
 * /family (docs/members.md, The family circle): a member of a senior's family circle signs in
 * with a code mailed to the address they joined with, then sees, live, what each senior whose
 * circle they are in shares with them. Rendered in the browser, like /circle: it is about a
 * session, never prerendered.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { PageIntro } from '../../components/PageIntro';
import { areaLoader } from '../../i18n/catalogs';
import { useT } from '../../i18n/I18n';
import { signOut } from '../../lib/auth';
import { FamilySignIn } from './FamilySignIn';
import { FamilyViews } from './FamilyViews';
import { useFamilySession } from './useFamilySession';

/** The page's words, the code field's (`signin.*`) and the api's answers, in the page's language. */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/{family,circle,signin,consent,api}.ts'));

function SignedIn({ email }: { email: string }) {
  const t = useT();
  return (
    <>
      <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
        <Typography data-testid="family-signed-in" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {t('family.signedInAs', { email })}
        </Typography>
        <Button variant="outlined" onClick={() => void signOut()}>
          {t('family.signOut')}
        </Button>
      </Box>
      <FamilyViews email={email} />
    </>
  );
}

export default function FamilyPage() {
  const t = useT();
  const session = useFamilySession();
  return (
    <PageIntro title={t('family.title')} lead={t('family.lead')}>
      <Box sx={{ maxWidth: 760 }}>
        {session.state === 'loading' && (
          <Box role="status" sx={{ mt: 4 }}>
            <CircularProgress size={28} aria-label={t('family.loading')} />
          </Box>
        )}
        {session.state === 'out' && <FamilySignIn />}
        {session.state === 'in' && <SignedIn email={session.email} />}
      </Box>
    </PageIntro>
  );
}
