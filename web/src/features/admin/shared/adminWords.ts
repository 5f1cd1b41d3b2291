/** The words the admin's panels share, in the page's language. */
import type { VisitDoc } from '@gh/common/visits';
import { useChoiceList } from '../../../i18n/choices';
import { useLang, useT } from '../../../i18n/I18n';
import { visitWhenText } from '../adminData';

export function useAdminWords() {
  const t = useT();
  const lang = useLang();
  const choiceList = useChoiceList();
  return {
    t,
    lang,
    /** Stored values (skills, availability) by their labels on one line, or 'Not mentioned'. */
    listText: (values: readonly string[]) => choiceList(values) || t('admin.notMentioned'),
    /** When a visit is: its day and 12-hour times. */
    when: (visit: Pick<VisitDoc, 'date' | 'startTime' | 'endTime'>) => visitWhenText(visit, t, lang),
  };
}
