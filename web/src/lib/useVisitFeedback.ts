/**
 * The senior's word on a visit, live, from `visitFeedback/{visitId}`: the rules let only the
 * visit's senior, the admin and a coordinator of its city read it, never its volunteer. A null id (no word given yet, so
 * no document to read) stays loading.
 */
import { COLLECTIONS } from '@gh/common/constants';
import type { VisitFeedbackDoc } from '@gh/common/visits';
import { useLiveDoc, type LiveResult } from './live';

export function useVisitFeedback(visitId: string | null): LiveResult<VisitFeedbackDoc> {
  return useLiveDoc<VisitFeedbackDoc>(visitId ? `${COLLECTIONS.visitFeedback}/${visitId}` : null);
}
