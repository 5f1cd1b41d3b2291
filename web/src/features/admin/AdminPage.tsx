/**
 * /admin (spec section 2): the Admin Access form with no key stored, the live dashboard with
 * one. (The guard has already sent a signed-in member to /dashboard.)
 */
import { useCallback, useState } from 'react';
import { PageIntro } from '../../components/PageIntro';
import { areaLoader } from '../../i18n/catalogs';
import { useT } from '../../i18n/I18n';
import { useSession } from '../../lib/useSession';
import { AdminAccess } from './access/AdminAccess';
import { AdminDashboard } from './AdminDashboard';

/** The admin area's words, its visit panels', the api's answers, the fields area's (what an input needs) and the options' labels (choices). */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/{admin,adminVisits,api,fields,choices}.ts'));

export default function AdminPage() {
  const t = useT();
  const { adminKey } = useSession();
  // Why a stored key was dropped (the server refused it), for the form to say.
  const [refused, setRefused] = useState<Error | null>(null);
  const onKeyRefused = useCallback((why: Error) => setRefused(why), []);

  if (!adminKey) {
    return (
      <PageIntro title={t('admin.accessTitle')} lead={t('admin.accessLead')}>
        <AdminAccess refused={refused} />
      </PageIntro>
    );
  }
  return (
    <PageIntro title={t('admin.dashboardTitle')}>
      <AdminDashboard onKeyRefused={onKeyRefused} />
    </PageIntro>
  );
}
