/**
 * What an admin call's failure says, in the page's language: the api area's words for
 * the answer's code (components/serverText.ts), the schema's message of a refused input in
 * adminFieldText's, and the admin session's own (lib/adminSessionMessages.ts) in the admin and staff areas'. A
 * read the rules refused says so in our words. The server's strings stay its own; anything
 * else shows as it came.
 */
import { useServerText } from '../../../components/serverText';
import type { MessageKey } from '../../../i18n/areas';
import { useT } from '../../../i18n/I18n';
import { ADMIN_SESSION_ENDED, ADMIN_SESSION_FAILED, STAFF_SESSION_ENDED } from '../../../lib/adminSessionMessages';
import { ApiError } from '../../../lib/api';
import { refusedByRules } from '../../../lib/live';
import { useAdminFieldText } from './adminFieldText';

const SESSION: Readonly<Record<string, MessageKey>> = {
  [ADMIN_SESSION_ENDED]: 'admin.sessionEnded',
  [ADMIN_SESSION_FAILED]: 'admin.sessionFailed',
  [STAFF_SESSION_ENDED]: 'staff.sessionEnded',
};

export function useErrorText(): (error: unknown) => string {
  const t = useT();
  const server = useServerText();
  const fieldText = useAdminFieldText();
  return (error) => {
    const session = error instanceof Error ? SESSION[error.message] : undefined;
    if (session) return t(session);
    if (error instanceof ApiError && error.code === 'invalidInput') return fieldText(error.message);
    // Firestore's refusal carries the rules' own text (on the emulator, where it failed): ours instead.
    if (refusedByRules(error)) return t('admin.readRefused');
    return server.failure(error);
  };
}
