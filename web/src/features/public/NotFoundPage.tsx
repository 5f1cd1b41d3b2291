import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { PageIntro } from '../../components/PageIntro';

export default function NotFoundPage() {
  return (
    <PageIntro
      title="We could not find that page"
      lead="The link may be old, or the address may have a typing mistake."
      pageName="Page not found"
    >
      <Button component={RouterLink} to={PAGES.home} variant="contained" sx={{ mt: 4 }}>
        Go to the home page
      </Button>
    </PageIntro>
  );
}
