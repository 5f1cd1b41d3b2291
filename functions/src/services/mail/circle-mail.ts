/**
 * The invitation into a senior's family circle, with the code that proves the address. It goes
 * to an address nobody has proven, so it carries only our own words: not her name (a name is
 * whatever she typed at registration), not who she is, only the code and its link.
 */
import { OTP_TTL_MS } from '@gh/common/constants';
import type { Lang } from '@gh/common/i18n';
import type { Mail } from './application-mail.ts';
import { letter, mailT } from './mail-text.ts';

/** `link`: /circle with the invitation's id, the address and the code (@gh/common/code-link circleCodeLinkUrl). */
export function circleInviteMail(code: string, link: string, lang: Lang): Mail {
  const t = mailT(lang);
  return {
    subject: t('circleInvite.subject'),
    text: letter(t, null, [
      t('circleInvite.body'),
      '',
      `    ${code}`,
      '',
      t('circleInvite.link'),
      '',
      link,
      '',
      t('circleInvite.after', { minutes: Math.round(OTP_TTL_MS / 60_000) }),
    ]),
  };
}
