/**
 * The top bar of a family circle's session (the /family sign-in's: no role, no dashboard): the
 * account menu with the family page and Sign Out, which ends the session and returns to the
 * family page's sign-in. Its own chunk, like SignedInActions, so public pages never download it.
 * It follows the Firebase session too, so a kept family session that has since ended (signed
 * out in another tab, or gone with its account) leaves the bar as soon as Auth restores.
 */
import { useNavigate } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { signOut } from '../lib/auth';
import { areaLoader } from '../i18n/catalogs';
import { useT } from '../i18n/I18n';
import { useFamilySession } from '../features/family/useFamilySession';
import { AccountMenu } from './AccountMenu';

/** The account menu's words (the member area), with this chunk. */
export const loadMessages = areaLoader(import.meta.glob('../i18n/messages/*/member.ts'));

export default function FamilyActions({ email }: { email: string }) {
  const t = useT();
  const navigate = useNavigate();
  useFamilySession(); // forgets the kept session once Auth says it is gone, and the bar shows Sign In
  const onSignOut = () => void signOut().then(() => navigate(PAGES.family));
  return <AccountMenu email={email} name="" page={{ to: PAGES.family, label: t('member.familyPage') }} onSignOut={onSignOut} />;
}
