/**
 * The volunteer-senior link on both people's documents (design.md, Data). The services change
 * it only in a transaction that read both documents (pairPeopleIn, people.ts), so of racing
 * changes each sees what the one before it wrote: a volunteer, a senior and a request are each
 * taken once.
 */
import { linkFields } from '@gh/common/admin-fields';
import type { ClosedRequest, Link } from '@gh/common/documents';
import type { PairUpdate } from './people.ts';

/** Each side's view of the link (null: none) as its document stores it, with the kind note of a No. */
export function linkUpdate(onVolunteer: Link | null, onSenior: Link | null, closedRequest?: ClosedRequest): Required<PairUpdate> {
  return {
    volunteer: { senior: onVolunteer, ...linkFields(onVolunteer), ...(closedRequest && { closedRequest }) },
    senior: { volunteer: onSenior },
  };
}
