/**
 * /register (spec section 2): two paths, senior or volunteer, with the spec's bullets. A
 * signed-in person is already registered: the route's Guard sends them on.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { CardGrid } from '../../components/CardGrid';
import { PageIntro } from '../../components/PageIntro';
import { surfaceSx } from '../../components/surface';
import { BULLETS, REGISTER_PATHS } from '../../content/register';
import { areaLoader } from '../../i18n/catalogs';
import { useT } from '../../i18n/I18n';

/** The page's words (`register.*`), loaded with it in the page's language. */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/register.ts'));

type Path = (typeof REGISTER_PATHS)[number];

function PathCard({ path }: { path: Path }) {
  const t = useT();
  return (
    <Box component="section" aria-labelledby={`path-${path.id}`} sx={{ ...surfaceSx, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id={`path-${path.id}`} variant="h3" component="h2">
        {t(`register.${path.id}.title`)}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t(`register.${path.id}.text`)}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, flexGrow: 1, display: 'grid', gap: 0.5, alignContent: 'start' }}>
        {BULLETS.map((bullet) => (
          <Typography component="li" key={bullet}>
            {t(`register.${path.id}.bullet${bullet}`)}
          </Typography>
        ))}
      </Box>
      {'noteTo' in path && (
        <Typography>
          {t('register.volunteer.note')} {/* A target a finger finds: 44px tall, though it sits in the sentence. */}
          <Link component={RouterLink} to={path.noteTo} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
            {t('register.volunteer.noteLink')}
          </Link>
        </Typography>
      )}
      <Button component={RouterLink} to={path.to} variant="contained" size="large" sx={{ alignSelf: 'stretch' }}>
        {t(`register.${path.id}.action`)}
      </Button>
    </Box>
  );
}

export default function RegisterPage() {
  const t = useT();

  return (
    <>
      <PageIntro title={t('register.title')} lead={t('register.lead')} pageName={t('register.pageName')} />
      <Container sx={{ pb: { xs: 5, md: 8 } }}>
        <CardGrid minCardRem={19} items={REGISTER_PATHS.map((path) => ({ key: path.id, card: <PathCard path={path} /> }))} />
        <Typography sx={{ mt: 4, textAlign: 'center' }}>
          <Link component={RouterLink} to={PAGES.login} sx={{ display: 'inline-block', py: 1, fontWeight: 600 }}>
            {t('register.signIn')}
          </Link>
        </Typography>
      </Container>
    </>
  );
}
