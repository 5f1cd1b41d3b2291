/** /account-erased: the calm last word after a person erased their account (features/profile/EraseAccount.tsx). */
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { PageIntro } from '../../components/PageIntro';
import { areaLoader } from '../../i18n/catalogs';
import { useT } from '../../i18n/I18n';

/** Its words are the profile's (`profile.erased*`), loaded with it in the page's language. */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/profile.ts'));

export default function ErasedPage() {
  const t = useT();
  return (
    <PageIntro title={t('profile.erasedTitle')} lead={t('profile.erasedLead')}>
      <Button component={RouterLink} to={PAGES.home} variant="contained" size="large" sx={{ mt: 4 }}>
        {t('profile.erasedHome')}
      </Button>
    </PageIntro>
  );
}
