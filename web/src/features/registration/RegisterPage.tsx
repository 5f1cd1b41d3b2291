/**
 * /register (spec section 2): two paths, senior or volunteer, with the spec's bullets. A
 * signed-in person is already registered and goes to their dashboard.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { CardGrid } from '../../components/CardGrid';
import { PageIntro } from '../../components/PageIntro';
import { surfaceSx } from '../../components/surface';
import { REGISTER } from '../../content/register';
import { useSession } from '../../lib/useSession';

type Path = (typeof REGISTER.paths)[number];

function PathCard({ path }: { path: Path }) {
  return (
    <Box component="section" aria-labelledby={`path-${path.id}`} sx={{ ...surfaceSx, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id={`path-${path.id}`} variant="h3" component="h2">
        {path.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{path.text}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, flexGrow: 1, display: 'grid', gap: 0.5, alignContent: 'start' }}>
        {path.bullets.map((bullet) => (
          <Typography component="li" key={bullet}>
            {bullet}
          </Typography>
        ))}
      </Box>
      {'note' in path && (
        <Typography>
          {path.note}{' '}
          <Link component={RouterLink} to={path.noteTo}>
            {path.noteLink}
          </Link>
        </Typography>
      )}
      <Button component={RouterLink} to={path.to} variant="contained" size="large" sx={{ alignSelf: 'stretch' }}>
        {path.action}
      </Button>
    </Box>
  );
}

export default function RegisterPage() {
  const session = useSession();
  if (session.user) return <Navigate to={PAGES.dashboard} replace />;

  return (
    <>
      <PageIntro title={REGISTER.title} lead={REGISTER.lead} pageName={REGISTER.pageName} />
      <Container sx={{ pb: { xs: 5, md: 8 } }}>
        <CardGrid minCardRem={19} items={REGISTER.paths.map((path) => ({ key: path.id, card: <PathCard path={path} /> }))} />
        <Typography sx={{ mt: 4, textAlign: 'center' }}>
          <Link component={RouterLink} to={PAGES.login} sx={{ display: 'inline-block', py: 1, fontWeight: 600 }}>
            {REGISTER.signIn}
          </Link>
        </Typography>
      </Container>
    </>
  );
}
