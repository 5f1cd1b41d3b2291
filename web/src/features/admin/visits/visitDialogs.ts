/** What the Upcoming visits panel hands its Reschedule and Cancel visit dialogs. */
import type { VisitDoc } from '@gh/common/visits';
import type { LiveItem } from '../../../lib/live';
import type { Notice } from '../shared/AdminNotice';

/** A Scheduled visit as the panel's live query holds it. */
export type UpcomingVisit = LiveItem<VisitDoc>;

export interface VisitTarget {
  visit: UpcomingVisit;
  /** Both names, as the row says them. */
  pair: string;
}

export interface VisitDialogProps {
  target: VisitTarget | null;
  notify: (notice: Notice) => void;
  /** Closed, by the admin or after the change (the caller puts focus back). */
  onClose: () => void;
}
