/**
 * The e-mails about a volunteer application: received, approved, not approved. Plain and warm,
 * in the language of the page the application was sent from (mail-text/). Each goes
 * to an address nobody has proven (anyone may apply with any e-mail), so none carries a word
 * the sender typed, not even the name: a stranger cannot use the form, or the admin's decision
 * on it, to put their words into someone else's inbox.
 */
import { APPLICATION_REPLACEMENT, VOLUNTEER_INVITE_TTL_MS } from '@gh/common/constants';
import type { Lang } from '@gh/common/i18n';
import { momentIn } from '@gh/common/locale-format';
import { letter, mailT } from './mail-text.ts';

export interface Mail {
  subject: string;
  text: string;
}

export function applicationReceivedMail(lang: Lang): Mail {
  const t = mailT(lang);
  return { subject: t('received.subject'), text: letter(t, null, [t('received.body')]) };
}

/** `registerLink`: the registration page with the signed link that fills in the form (identity/invite-links.ts). */
export function applicationApprovedMail(registerLink: string, lang: Lang): Mail {
  const t = mailT(lang);
  return {
    subject: t('approved.subject'),
    text: letter(t, null, [t('approved.body', { days: VOLUNTEER_INVITE_TTL_MS / 86_400_000 }), '', registerLink, '', t('approved.after')]),
  };
}

/** The admin's reason (the admin's words), when given, is one paragraph of its own (a schema keeps it to one line). */
export function applicationRejectedMail(reason: string, lang: Lang): Mail {
  const t = mailT(lang);
  return {
    subject: t('rejected.subject'),
    text: letter(t, null, [
      t('rejected.body'),
      '',
      ...(reason ? [t('rejected.reason'), '', `    ${reason}`, ''] : []),
      t('rejected.questions'),
    ]),
  };
}

/**
 * The offer to replace the application on file with the one sent again at `sentAt`: the link
 * (@gh/common/code-link replaceLinkUrl), which works in the browser the application was sent
 * from, and when it was sent; nothing of either application.
 */
export function applicationOfferMail(replaceLink: string, sentAt: number, lang: Lang): Mail {
  const t = mailT(lang);
  return {
    subject: t('offer.subject'),
    text: letter(t, null, [
      t('offer.body', { moment: momentIn(sentAt, lang), hours: APPLICATION_REPLACEMENT.ttlMs / 3_600_000 }),
      '',
      replaceLink,
      '',
      t('offer.after'),
    ]),
  };
}
