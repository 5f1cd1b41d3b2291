import { OutcomeNotice } from '../../components/OutcomeNotice';
import type { Outcome } from '../../components/outcome';
import { useT } from '../../i18n/I18n';

/** What a registration call said, its dialog's heading and Go back in the page's language. */
export function RegistrationNotice({ outcome, onDismiss }: { outcome: Outcome | null; onDismiss: () => void }) {
  const t = useT();
  return <OutcomeNotice outcome={outcome} onDismiss={onDismiss} title={t('registration.noticeTitle')} dismissLabel={t('registration.noticeBack')} />;
}
