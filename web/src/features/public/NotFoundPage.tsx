import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { PageIntro } from '../../components/PageIntro';
import { areaLoader } from '../../i18n/catalogs';
import { useT } from '../../i18n/I18n';

/** The page's words (`notFound.*`), loaded with it in the page's language (app/lazyPage.ts). */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/notFound.ts'));

export default function NotFoundPage() {
  const t = useT();
  return (
    <PageIntro title={t('notFound.title')} lead={t('notFound.lead')} pageName={t('notFound.pageName')}>
      <Button component={RouterLink} to={PAGES.home} variant="contained" sx={{ mt: 4 }}>
        {t('notFound.home')}
      </Button>
    </PageIntro>
  );
}
