/**
 * Sending the application: the multipart call with its upload progress, and the outcome of
 * spec section 8 to show, in the page's language. The form's values live in the page, so a
 * failure loses nothing.
 */
import { useState } from 'react';
import type { ApplicationInput } from '@gh/common/schemas';
import { failureOutcome, type Outcome } from '../../components/outcome';
import { useServerText } from '../../components/serverText';
import { useLang, useT } from '../../i18n/I18n';
import { apiUpload } from '../../lib/apiUpload';
import { applicationOutcomes } from './applicationOutcomes';
import { applicationFormData, resumeWords } from './applicationForm';

export function useApplication() {
  /** Share of the body sent (0 to 1) while sending; null when idle. */
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The applicant's e-mails are written in the page's language.
  const lang = useLang();
  const t = useT();
  const outcomes = applicationOutcomes(t);
  const said = useServerText();
  const resume = resumeWords(t, lang);
  /** A failure's words: a refused resume's, the api's, else the server's. */
  const say = (error: unknown) => resume.problem(said.failure(error));

  async function send(payload: ApplicationInput, resume: File | null) {
    setProgress(0);
    setOutcome(null);
    try {
      await apiUpload('apply', { formData: applicationFormData(payload, resume, lang) }, setProgress);
      setOutcome(outcomes.received);
    } catch (error) {
      setOutcome(failureOutcome(error, outcomes.failures, say));
    } finally {
      setProgress(null);
    }
  }

  return { progress, outcome, send, dismissOutcome: () => setOutcome(null) };
}
