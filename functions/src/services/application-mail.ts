/**
 * The e-mails about a volunteer application: received, approved, not approved. Plain and warm,
 * in the language of the page the application was sent from (issue 15; mail-text/).
 */
import { VOLUNTEER_INVITE_TTL_MS } from '@gh/common/constants';
import type { Lang } from '@gh/common/i18n';
import { letter, mailT } from './mail-text.ts';

export interface Mail {
  subject: string;
  text: string;
}

/**
 * Sent to an address nobody has proven yet, so it carries nothing the sender wrote (not even
 * the name): a stranger cannot use the form to send their words to someone else's inbox.
 */
export function applicationReceivedMail(lang: Lang): Mail {
  const t = mailT(lang);
  return { subject: t('received.subject'), text: letter(t, null, [t('received.body')]) };
}

/** `registerLink`: the registration page with the signed link that fills in the form (invite-links.ts). */
export function applicationApprovedMail(fullName: string, registerLink: string, lang: Lang): Mail {
  const t = mailT(lang);
  return {
    subject: t('approved.subject'),
    text: letter(t, fullName, [
      t('approved.body', { days: VOLUNTEER_INVITE_TTL_MS / 86_400_000 }), '', registerLink, '', t('approved.after'),
    ]),
  };
}

/** The admin's reason, when given, is one paragraph of its own (a schema keeps it to one line). */
export function applicationRejectedMail(fullName: string, reason: string, lang: Lang): Mail {
  const t = mailT(lang);
  return {
    subject: t('rejected.subject'),
    text: letter(t, fullName, [
      t('rejected.body'), '', ...(reason ? [t('rejected.reason'), '', `    ${reason}`, ''] : []), t('rejected.questions'),
    ]),
  };
}
