/**
 * The admin's Approve and Reject (spec sections 4 and 7) with an Undo (issue 12, item 7): a
 * decision is recorded at once (the panels move) with `finalAt`, DECISION_UNDO_MS later. Until
 * then PUT /{key}/undo-decision takes it back and nobody is told; after it, the decision is
 * final and the applicant gets the one e-mail about it. Making decisions final is a sweep of
 * the due ones, run by the page once the undo time has passed, by the dashboard when it opens
 * and before every admin call, so a decision left when the tab closed is mailed by the next of
 * these. An Undo and the sweep each change the application only as they read it, so exactly
 * one of them ends a decision.
 * A decision and its Undo move the Analytics figures and write their audit entry in the same
 * commit as themselves (issue 13); a rejection may carry a reason for the applicant's e-mail.
 */
import { ADMIN_UID, APPLICATION_STATUS, DECISION_UNDO_MS } from '@gh/common/constants';
import type { ApplicationDoc, AuditAction, AuditEntry } from '@gh/common/documents';
import type { ErrorCode } from '@gh/common/errors';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { inviteLinkUrl } from '@gh/common/code-link';
import { linkSecret, webOrigin } from '../config.ts';
import { statusMove } from '../store/admin-record.ts';
import { changeApplication, pendingDecisions, type Decision } from '../store/applications.ts';
import { applicationApprovedMail, applicationRejectedMail } from './application-mail.ts';
import { mailApplicant } from './applications.ts';
import { langOf } from './mail-text.ts';
import { ServiceError } from './errors.ts';
import { inviteToken } from './invite-links.ts';

const DECIDED = {
  Accepted: 'applicationDecidedAccepted',
  Rejected: 'applicationDecidedRejected',
} as const satisfies Record<Decision['status'], ErrorCode>;

const AUDIT_ACTION = { Accepted: 'approve', Rejected: 'reject' } as const satisfies Record<Decision['status'], AuditAction>;

/** Who decides, and for a rejection why (the admin's reason, '' when none). */
export interface DecisionBy {
  /** The admin session that acted (AdminActor): 'key', or the session's uid and id. */
  session: string;
  reason?: string;
}

function existing(application: ApplicationDoc | null): ApplicationDoc {
  if (!application) throw new ServiceError('noProfile');
  return application;
}

/**
 * Approves or rejects a Submitted application, undoable until `finalAt`; any later or
 * concurrent decision is a 409.
 */
export async function decideApplication(
  email: string, status: Decision['status'], { session, reason = '' }: DecisionBy, now = Date.now(),
): Promise<{ message: string; finalAt: number }> {
  const finalAt = now + DECISION_UNDO_MS;
  const given = status === APPLICATION_STATUS.rejected ? reason : '';
  const decision: Decision = { status, decidedAt: now, decidedBy: ADMIN_UID, finalAt, pending: true, reason: given };
  const audit: AuditEntry = { at: now, action: AUDIT_ACTION[status], email, type: 'volunteer', session, details: given ? { reason: given } : {} };
  await changeApplication(email, (current) => {
    const { status: before } = existing(current);
    if (before !== APPLICATION_STATUS.submitted) throw new ServiceError(DECIDED[before]);
    return { result: undefined, next: decision, record: { figures: statusMove(APPLICATION_STATUS.submitted, status), audit } };
  });
  const message = status === APPLICATION_STATUS.accepted ? SERVER_MESSAGES.applicationApproved : SERVER_MESSAGES.applicationRejectedByAdmin;
  return { message, finalAt };
}

/** Takes back a decision still inside its undo time: the application is Submitted again, nobody e-mailed. */
export function undoDecision(email: string, session: string, now = Date.now()): Promise<string> {
  // Of twenty identical Undos, or an Undo racing the sweep, the first to change the application ends the decision.
  return changeApplication(email, (current) => {
    const { status, pending, finalAt = 0 } = existing(current);
    if (status === APPLICATION_STATUS.submitted) throw new ServiceError('nothingToUndo');
    if (!pending || finalAt <= now) throw new ServiceError('decisionFinal');
    return {
      result: SERVER_MESSAGES.decisionUndone,
      next: { status: APPLICATION_STATUS.submitted },
      clearDecision: true,
      record: {
        figures: statusMove(status, APPLICATION_STATUS.submitted),
        audit: { at: now, action: 'undo', email, type: 'volunteer', session, details: { decision: status } },
      },
    };
  });
}

/** Marks the decision made at `decidedAt` as told, if it is still pending and due; true when this call did. */
function settle(email: string, decidedAt: number | undefined, now: number): Promise<boolean> {
  return changeApplication(email, (current) => (current?.pending && current.decidedAt === decidedAt && (current.finalAt ?? 0) <= now
    ? { result: true, next: { pending: false } }
    : { result: false }));
}

/** Makes every decision whose undo time has passed final and e-mails its applicant once; answers how many. */
export async function finalizeDueDecisions(now = Date.now()): Promise<number> {
  const due = (await pendingDecisions()).filter(({ finalAt = 0 }) => finalAt <= now);
  const finalized = await Promise.all(due.map(async ({ email, decidedAt, status, reason, lang: stored }) => {
    if (!(await settle(email, decidedAt, now))) return false;
    const lang = langOf(stored);
    await mailApplicant(email, () => (status === APPLICATION_STATUS.accepted
      ? applicationApprovedMail(inviteLinkUrl(webOrigin(), inviteToken(email, linkSecret(), now), lang), lang)
      : applicationRejectedMail(reason ?? '', lang)));
    return true;
  }));
  return finalized.filter(Boolean).length;
}
