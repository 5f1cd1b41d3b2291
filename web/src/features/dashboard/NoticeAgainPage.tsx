/**
 * Before the dashboard, for a member who has not agreed to the current privacy notice (a new
 * version, or an account older than the notice): the notice again, and "I agree", which records
 * it (POST /consent). Their document then holds the agreement, live, and the dashboard follows.
 * A chunk of its own with its words (the `consent` area): a member who agreed never loads it.
 */
import { NOTICE_VERSION } from '@gh/common/consent';
import { PageIntro } from '../../components/PageIntro';
import { AgreeAgain } from '../../components/AgreeAgain';
import { areaLoader } from '../../i18n/catalogs';
import { useLang, useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import { useShownPart } from '../../lib/takeover';

export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/consent.ts'));

export default function NoticeAgainPage() {
  const t = useT();
  const lang = useLang();
  // In the dashboard's place: a dashboard painted from the phone's copy gives way to it at once.
  useShownPart('page');
  return (
    <PageIntro title={t('consent.again.title')} lead={t('consent.again.lead')}>
      <AgreeAgain
        agree={async () => {
          await apiRequest('agreeToNotice', { body: { consentVersion: NOTICE_VERSION, lang }, token: await currentIdToken() });
        }}
      />
    </PageIntro>
  );
}
