/**
 * The admin's Approve and Reject (spec sections 4 and 7) with an Undo: a
 * decision is recorded at once (the panels move) with `finalAt`, decisionUndoMs() later. Until
 * then PUT /{key}/undo-decision takes it back and nobody is told. From `finalAt` on the decision
 * is final for every route that reads it (decisionIsFinal), whatever else has run, and the
 * applicant gets the one e-mail about it from the sweep of due decisions: the deployed
 * schedule and the local stack's timer run it every minute, and the admin's page asks for it
 * once the undo time has passed. An Undo and the sweep each change the application only as
 * they read it, so exactly one of them ends a decision, and of sweeps at once one mails it.
 * A decision and its Undo move the Analytics figures and write their audit entry in the same
 * commit as themselves; a rejection may carry a reason for the applicant's e-mail.
 */
import { logger } from 'firebase-functions/logger';
import { ADMIN_UID, APPLICATION_STATUS } from '@gh/common/constants';
import type { ApplicationDoc, AuditAction, AuditEntry } from '@gh/common/documents';
import type { ErrorCode } from '@gh/common/errors';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { inviteLinkUrl } from '@gh/common/code-link';
import { decisionUndoMs, linkSecret, webOrigin } from '../../config.ts';
import { cityOf, statusMove } from '../../store/admin-record.ts';
import { changeApplication, pendingDecisions, type Decision } from '../../store/applications.ts';
import { applicationApprovedMail, applicationRejectedMail, type Mail } from '../mail/application-mail.ts';
import { sendMail } from '../mail/mail.ts';
import { langOf } from '../mail/mail-text.ts';
import { ServiceError } from '../errors.ts';
import { inviteToken } from '../identity/invite-links.ts';

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

/** Final once its undo time has passed: the same answer for every route, at once. */
export function decisionIsFinal({ status, finalAt = 0 }: Pick<ApplicationDoc, 'status' | 'finalAt'>, now = Date.now()): boolean {
  return status !== APPLICATION_STATUS.submitted && finalAt <= now;
}

function existing(application: ApplicationDoc | null): ApplicationDoc {
  if (!application) throw new ServiceError('noProfile');
  return application;
}

/**
 * Approves or rejects a Submitted application, undoable until `finalAt`, `undoMs` from now (the
 * page offers Undo that long); any later or concurrent decision is a 409.
 */
export async function decideApplication(
  email: string,
  status: Decision['status'],
  { session, reason = '' }: DecisionBy,
  now = Date.now(),
): Promise<{ message: string; finalAt: number; undoMs: number }> {
  const undoMs = decisionUndoMs();
  const finalAt = now + undoMs;
  const given = status === APPLICATION_STATUS.rejected ? reason : '';
  const decision: Decision = { status, decidedAt: now, decidedBy: ADMIN_UID, finalAt, pending: true, reason: given };
  const audit: AuditEntry = {
    at: now,
    action: AUDIT_ACTION[status],
    email,
    type: 'volunteer',
    session,
    details: given ? { reason: given } : {},
  };
  await changeApplication(email, (current) => {
    const { status: before } = existing(current);
    if (before !== APPLICATION_STATUS.submitted) throw new ServiceError(DECIDED[before]);
    const figures = statusMove(APPLICATION_STATUS.submitted, status);
    return { result: undefined, next: decision, record: { figures, city: cityOf(current), audit } };
  });
  const message = status === APPLICATION_STATUS.accepted ? SERVER_MESSAGES.applicationApproved : SERVER_MESSAGES.applicationRejectedByAdmin;
  return { message, finalAt, undoMs };
}

/** Takes back a decision still inside its undo time: the application is Submitted again, nobody e-mailed. */
export function undoDecision(email: string, session: string, now = Date.now()): Promise<string> {
  // Of twenty identical Undos, or an Undo racing the sweep, the first to change the application ends the decision.
  return changeApplication(email, (current) => {
    const application = existing(current);
    const { status } = application;
    if (status === APPLICATION_STATUS.submitted) throw new ServiceError('nothingToUndo');
    if (decisionIsFinal(application, now)) throw new ServiceError('decisionFinal');
    return {
      result: SERVER_MESSAGES.decisionUndone,
      next: { status: APPLICATION_STATUS.submitted },
      clearDecision: true,
      record: {
        figures: statusMove(status, APPLICATION_STATUS.submitted),
        city: cityOf(application),
        audit: { at: now, action: 'undo', email, type: 'volunteer', session, details: { decision: status } },
      },
    };
  });
}

/**
 * Marks the decision made at `decidedAt` as mailed (`told`) or as still to be mailed, if it is
 * still that decision and the other way round; true when this call changed it.
 */
function markMailed(email: string, decidedAt: number | undefined, told: boolean, now: number): Promise<boolean> {
  return changeApplication(email, (current) =>
    current && current.decidedAt === decidedAt && current.pending === told && decisionIsFinal(current, now)
      ? { result: true, next: { pending: !told } }
      : { result: false },
  );
}

function decisionMail({ email, status, reason, lang: stored }: ApplicationDoc, now: number): Mail {
  const lang = langOf(stored);
  return status === APPLICATION_STATUS.accepted
    ? applicationApprovedMail(inviteLinkUrl(webOrigin(), inviteToken(email, linkSecret(), now), lang), lang)
    : applicationRejectedMail(reason ?? '', lang);
}

/**
 * The sweep: e-mails the applicant of every final decision not yet mailed, once; answers how
 * many. The one sweep that marks a decision mailed sends its mail; if sending fails, the mark
 * is taken back, so the next sweep tries again.
 */
export async function finalizeDueDecisions(now = Date.now()): Promise<number> {
  const due = (await pendingDecisions()).filter((application) => decisionIsFinal(application, now));
  const mailed = await Promise.all(
    due.map(async (application) => {
      const { email, decidedAt } = application;
      if (!(await markMailed(email, decidedAt, true, now))) return false;
      try {
        await sendMail({ to: { address: email }, ...decisionMail(application, now) });
        return true;
      } catch (error) {
        logger.error(error instanceof Error ? error : new Error(String(error)), { mail: 'decision' });
        await markMailed(email, decidedAt, false, now);
        return false;
      }
    }),
  );
  return mailed.filter(Boolean).length;
}
