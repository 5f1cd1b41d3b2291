/**
 * The admin session's way out in the top bar, where a signed-in person has their account menu.
 * Its own chunk: only an admin's page needs it (and the admin sign-in code it brings), so no
 * public page pays for it.
 */
import Button from '@mui/material/Button';
import { areaLoader } from '../i18n/catalogs';
import { useT } from '../i18n/I18n';
import { useAdminSignOut } from '../lib/useAdminSignOut';

export const loadMessages = areaLoader(import.meta.glob('../i18n/messages/*/member.ts'));

export default function AdminSignOut() {
  const t = useT();
  const { signOut, signingOut } = useAdminSignOut();
  return (
    <Button variant="outlined" onClick={signOut} disabled={signingOut} sx={{ flexShrink: 0 }}>
      {t('member.signOut')}
    </Button>
  );
}
