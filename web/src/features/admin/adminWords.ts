/** The words the admin's panels share, in the page's language (issue 15). */
import type { VisitDoc } from '@gh/common/visits';
import { useLang, useT } from '../../i18n/I18n';
import { NOT_MENTIONED, visitWhenText } from './adminData';

export function useAdminWords() {
  const t = useT();
  const lang = useLang();
  return {
    t,
    lang,
    /** A row's skills: the stored values as they are, or 'Not mentioned'. */
    skillsText: (skills: string) => (skills === NOT_MENTIONED ? t('admin.notMentioned') : skills),
    /** When a visit is: its day and 12-hour times. */
    when: (visit: Pick<VisitDoc, 'date' | 'startTime' | 'endTime'>) => visitWhenText(visit, t, lang),
  };
}
