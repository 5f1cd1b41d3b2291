/** What is wrong with an e-mail typed in a staff form (signing in, inviting), and how the field says it. */
import { isEmailAddress } from '@gh/common/patterns';
import { useT } from '../../../i18n/I18n';

export type EmailProblem = 'required' | 'invalid' | null;

/** `typed` is trimmed already. */
export const emailProblemOf = (typed: string): EmailProblem => (!typed ? 'required' : isEmailAddress(typed) ? null : 'invalid');

/** The field's helper text: the problem, or a blank line that keeps its place. */
export function useEmailProblemText(): (problem: EmailProblem) => string {
  const t = useT();
  return (problem) => (problem === 'required' ? t('staff.emailRequired') : problem === 'invalid' ? t('signin.emailInvalid') : ' ');
}
