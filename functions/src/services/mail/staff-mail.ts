/**
 * The invitation to join the staff. It goes to an address nobody has proven yet, so it carries
 * only our own words: the role, the link and how long it works, nothing an owner typed.
 */
import type { Lang } from '@gh/common/i18n';
import { STAFF_INVITE_TTL_MS, type StaffRole } from '@gh/common/staff';
import type { Mail } from './application-mail.ts';
import { letter, mailT } from './mail-text.ts';

/** `inviteLink`: /admin with the signed token of the invitation (@gh/common/code-link staffInviteLinkUrl). */
export function staffInviteMail(inviteLink: string, role: StaffRole, lang: Lang): Mail {
  const t = mailT(lang);
  return {
    subject: t('staffInvite.subject'),
    text: letter(t, null, [
      t('staffInvite.body', { role, days: STAFF_INVITE_TTL_MS / 86_400_000 }),
      '',
      inviteLink,
      '',
      t('staffInvite.after'),
    ]),
  };
}
