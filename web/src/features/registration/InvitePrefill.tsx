/**
 * The acceptance e-mail's registration link: `#invite=<token>` on
 * /volunteer-registration. Once the page is live the token is read, taken out of the address
 * bar and sent to POST /register/volunteer/invite, whose answer (the accepted application's
 * name, phone and e-mail) fills the form's blank fields; they stay editable. The token is kept
 * for the tab, for the code by SMS (keptInvite.ts). What went wrong is said in the server's words
 * (an already registered e-mail leads to Sign In).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { readInviteLink } from '@gh/common/code-link';
import type { VolunteerInvite } from '@gh/common/documents';
import type { Outcome } from '../../components/outcome';
import { useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { useFragmentLink } from '../../lib/useFragmentLink';
import { useHydrated } from '../../lib/useHydrated';
import { keepInvite } from './keptInvite';
import { inviteValues } from './registrationForm';
import { useRegistrationFailure } from './registrationOutcomes';
import { OutcomeNotice } from '../../components/OutcomeNotice';

interface InvitePrefillProps {
  onFill: (values: ReturnType<typeof inviteValues>) => void;
}

/** The prerendered page knows no fragment: the reader starts once the page is live. */
export function InvitePrefill({ onFill }: InvitePrefillProps) {
  const hydrated = useHydrated();
  return <InviteReader key={hydrated ? 'live' : 'prerendered'} restore={hydrated} onFill={onFill} />;
}

function InviteReader({ restore, onFill }: InvitePrefillProps & { restore: boolean }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const t = useT();
  const failure = useRegistrationFailure();
  const token = useFragmentLink(restore, readInviteLink, (arrived) => {
    apiRequest<VolunteerInvite>('volunteerInvite', { body: { token: arrived } }).then(
      (found) => {
        keepInvite(found.email, arrived);
        onFill(inviteValues(found));
        setOutcome({ severity: 'success', message: t('registration.inviteFilled') });
      },
      (error: unknown) => setOutcome(failure(error)),
    );
  });

  if (!token || dismissed) return null;
  return (
    <Box sx={{ mb: 3 }}>
      {outcome ? (
        <OutcomeNotice outcome={outcome} onDismiss={() => setDismissed(true)} />
      ) : (
        <Typography role="status">{t('registration.inviteFilling')}</Typography>
      )}
    </Box>
  );
}
