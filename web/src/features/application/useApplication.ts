/**
 * Sending the application: the multipart call with its upload progress, and the outcome of
 * spec section 8 to show. The form's values live in the page, so a failure loses nothing.
 */
import { useState } from 'react';
import type { ApplicationInput } from '@gh/common/schemas';
import { failureOutcome, type Outcome } from '../../components/outcome';
import { useLang } from '../../i18n/I18n';
import { apiUpload } from '../../lib/apiUpload';
import { APPLICATION_OUTCOMES, APPLICATION_RECEIVED } from './applicationOutcomes';
import { applicationFormData } from './applicationForm';

export function useApplication() {
  /** Share of the body sent (0 to 1) while sending; null when idle. */
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The applicant's e-mails are written in the page's language.
  const lang = useLang();

  async function send(payload: ApplicationInput, resume: File | null) {
    setProgress(0);
    setOutcome(null);
    try {
      await apiUpload('apply', { formData: applicationFormData(payload, resume, lang) }, setProgress);
      setOutcome(APPLICATION_RECEIVED);
    } catch (error) {
      setOutcome(failureOutcome(error, APPLICATION_OUTCOMES));
    } finally {
      setProgress(null);
    }
  }

  return { progress, outcome, send, dismissOutcome: () => setOutcome(null) };
}
