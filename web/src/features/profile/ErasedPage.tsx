/**
 * /account-erased: the calm last word after a person erased their account (EraseAccount.tsx),
 * which signs this device out as Sign Out does: the session, the kept copies, every tab.
 */
import { useEffect } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { PageIntro } from '../../components/PageIntro';
import { areaLoader } from '../../i18n/catalogs';
import { useT } from '../../i18n/I18n';

/** Its words are the profile's (`profile.erased*`), loaded with it in the page's language. */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/profile.ts'));

/** What EraseAccount hands this page: the account is gone, so this device signs out. */
export interface ErasedState {
  erased: true;
}

export default function ErasedPage() {
  const t = useT();
  const erased = (useLocation().state as ErasedState | null)?.erased === true;

  useEffect(() => {
    if (erased) void import('../../lib/auth').then(({ signOut }) => signOut());
  }, [erased]);

  return (
    <PageIntro title={t('profile.erasedTitle')} lead={t('profile.erasedLead')}>
      <Button component={RouterLink} to={PAGES.home} variant="contained" size="large" sx={{ mt: 4 }}>
        {t('profile.erasedHome')}
      </Button>
    </PageIntro>
  );
}
