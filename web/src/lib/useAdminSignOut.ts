/**
 * Signing the admin out (spec section 2, /admin: "clears the key, goes to /"), from the
 * dashboard's button or the top bar's: the session entry and the Firebase session go, then /.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { signOutAdmin } from './adminAuth';

export function useAdminSignOut(): { signOut: () => void; signingOut: boolean } {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = () => {
    setSigningOut(true);
    void signOutAdmin().then(() => navigate(PAGES.home, { replace: true }));
  };
  return { signOut, signingOut };
}
