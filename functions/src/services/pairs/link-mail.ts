/**
 * What the notices about a request to visit say: to the senior when a volunteer asks, with
 * links that open her dashboard in her language (where she answers: the links only open the
 * page, they do not answer), and to the volunteer when she has answered.
 */
import type { SeniorAnswer } from '@gh/common/constants';
import { localizedPath, type Lang } from '@gh/common/i18n';
import { PAGES } from '@gh/common/routes';
import { webOrigin } from '../../config.ts';
import { notify, type Participants } from '../notify/notify.ts';

const dashboardIn = (lang: Lang) => `${webOrigin()}${localizedPath(PAGES.dashboard, lang)}`;

/** A volunteer asks to visit the senior: she reads his name and how to answer. */
export function mailRequest(people: Participants): Promise<number> {
  return notify('visitRequested', people, ({ me, other, t }) => ({
    subject: t('request.subject', { other: other.name }),
    body: [
      t('request.body', { other: other.name }),
      '',
      t('request.yes'),
      dashboardIn(me.lang),
      '',
      t('request.no'),
      dashboardIn(me.lang),
      '',
      t('request.after'),
    ],
  }));
}

/** The senior has answered the volunteer's request. */
export function mailAnswer(people: Participants, answer: SeniorAnswer): Promise<number> {
  return notify('requestAnswered', people, ({ other, t }) => ({
    subject: t(answer === 'yes' ? 'answer.yesSubject' : 'answer.noSubject', { other: other.name }),
    body: [t(answer === 'yes' ? 'answer.yes' : 'answer.no', { other: other.name })],
  }));
}
