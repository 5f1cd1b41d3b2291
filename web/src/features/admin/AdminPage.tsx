/**
 * /admin (spec section 2): the Admin Access form with no key stored, the live dashboard with
 * one. (The guard has already sent a signed-in member to /dashboard.)
 */
import { useCallback, useState } from 'react';
import { PageIntro } from '../../components/PageIntro';
import { areaLoader } from '../../i18n/catalogs';
import { useSession } from '../../lib/useSession';
import { AdminAccess } from './AdminAccess';
import { AdminDashboard } from './AdminDashboard';

/** The options' labels (choices), with the page's chunk. */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/choices.ts'));

export default function AdminPage() {
  const { adminKey } = useSession();
  // Why a stored key was dropped (the server refused it), for the form to say.
  const [refused, setRefused] = useState<string | null>(null);
  const onKeyRefused = useCallback((message: string) => setRefused(message), []);

  if (!adminKey) {
    return (
      <PageIntro title="Admin Access" lead="Enter the admin key to review applications and assign visits.">
        <AdminAccess initialMessage={refused} />
      </PageIntro>
    );
  }
  return (
    <PageIntro title="Admin Dashboard">
      <AdminDashboard onKeyRefused={onKeyRefused} />
    </PageIntro>
  );
}
