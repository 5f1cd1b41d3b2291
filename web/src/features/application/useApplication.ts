/**
 * Sending the application: the multipart call with its upload progress, and the outcome of
 * spec section 8 to show, in the page's language. The form's values live in the page, so a
 * failure loses nothing; its draft (APPLICATION_DRAFT) is forgotten once the application is received. Sent again for an address with an application on file, it is kept
 * aside: the page keeps its reference for the e-mailed link (keptReplacements.ts).
 */
import { useState } from 'react';
import type { ApplicationInput } from '@gh/common/schemas';
import { failureOutcome, type Outcome } from '../../components/outcome';
import { ApiError } from '../../lib/api';
import { useServerText } from '../../components/serverText';
import { useLang, useT } from '../../i18n/I18n';
import { apiUpload } from '../../lib/apiUpload';
import { applicationOutcomes } from './applicationOutcomes';
import { clearDraft, forgetDraftFile } from '../../lib/drafts';
import { APPLICATION_DRAFT, applicationFormData, resumeWords } from './applicationForm';
import { keepReplacement } from './keptReplacements';

/** The reference a 409 for an address with an application on file carries, if any. */
function replacementOf(error: unknown): string | null {
  const data = error instanceof ApiError ? error.data : null;
  const reference = data && typeof data === 'object' && 'replacement' in data ? data.replacement : null;
  return typeof reference === 'string' ? reference : null;
}

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
      // Received: the draft has done its work. One kept aside (below) is not yet received.
      clearDraft(APPLICATION_DRAFT);
      void forgetDraftFile(APPLICATION_DRAFT);
      setOutcome(outcomes.received);
    } catch (error) {
      const replacement = replacementOf(error);
      if (replacement) keepReplacement(replacement);
      setOutcome(failureOutcome(error, replacement ? outcomes.replaceable : outcomes.failures, say));
    } finally {
      setProgress(null);
    }
  }

  return { progress, outcome, send, dismissOutcome: () => setOutcome(null) };
}
