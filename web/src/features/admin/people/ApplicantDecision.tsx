/**
 * Approve and Reject on an applicant's own page, as on the dashboard's Pending panel (the same
 * calls, Reject's reason dialog, the confirmation with Undo): the admin who opened the resume
 * decides here. The page reads the person again after a decision or an Undo, so the status
 * shown follows.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { APPLICATION_STATUS } from '@gh/common/constants';
import type { ApplicationDoc } from '@gh/common/documents';
import { RejectDialog } from '../applications/RejectDialog';
import { useDecision, type DecisionKind } from '../applications/useDecision';
import { AdminNotice, type Notice } from '../shared/AdminNotice';
import { useAdminWords } from '../shared/adminWords';

interface ApplicantDecisionProps {
  application: Pick<ApplicationDoc, 'email' | 'fullName' | 'status'>;
  /** After a decision or its Undo: read the person again. */
  onChanged: () => void;
  /** False on a coordinator's session: the server's sweep mails the decision (useDecision). */
  sweep?: boolean;
}

export function ApplicantDecision({ application: { email, fullName: name, status }, onChanged, sweep = true }: ApplicantDecisionProps) {
  const { t } = useAdminWords();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const decision = useDecision(setNotice, onChanged, sweep);
  const busy = decision.isBusy(email);

  async function decide(kind: DecisionKind, reason?: string) {
    if (await decision.decide(kind, email, reason)) onChanged();
  }

  return (
    <>
      <AdminNotice notice={notice} onClose={() => setNotice(null)} />
      {status === APPLICATION_STATUS.submitted && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button
            variant="contained"
            size="large"
            disabled={busy}
            onClick={() => void decide('approve')}
            aria-label={t('admin.approveLabel', { name })}
          >
            {t('admin.approve')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            color="error"
            disabled={busy}
            onClick={() => setRejecting(true)}
            aria-label={t('admin.rejectLabel', { name })}
          >
            {t('admin.reject')}
          </Button>
        </Box>
      )}
      <RejectDialog
        name={rejecting ? name : null}
        onCancel={() => setRejecting(false)}
        onConfirm={(reason) => {
          setRejecting(false);
          void decide('reject', reason);
        }}
      />
    </>
  );
}
