/**
 * The link mailed when an address with a pending application applies again: `#replace=<token>`
 * on /apply. Once the page is live the token is read, taken out of the address bar and sent to
 * POST /volunteer/volunteer/application/replace with the references this browser kept, which
 * puts the newest application sent again from here in place of the earlier one; the page says
 * how that went, in its language.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { readReplaceLink } from '@gh/common/code-link';
import { PAGES } from '@gh/common/routes';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { failureOutcome, type Outcome } from '../../components/outcome';
import { useServerText } from '../../components/serverText';
import { useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { useFragmentLink } from '../../lib/useFragmentLink';
import { useHydrated } from '../../lib/useHydrated';
import { forgetReplacements, keptReplacements } from './keptReplacements';

/** The prerendered page knows no fragment: the reader starts once the page is live. */
export function ReplaceLink() {
  const hydrated = useHydrated();
  return <ReplaceReader key={hydrated ? 'live' : 'prerendered'} restore={hydrated} />;
}

function ReplaceReader({ restore }: { restore: boolean }) {
  const t = useT();
  const said = useServerText();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const token = useFragmentLink(restore, readReplaceLink, (arrived) => {
    apiRequest('replaceApplication', { body: { token: arrived, replacements: keptReplacements() } }).then(
      () => {
        forgetReplacements();
        setOutcome({ severity: 'success', message: t('apply.replaced') });
      },
      (error: unknown) =>
        setOutcome(
          failureOutcome(
            error,
            {
              replaceLinkInvalid: { message: t('apply.replaceLinkInvalid') },
              replacementNotFound: { message: t('apply.replacementNotFound') },
              replacementBusy: { message: t('apply.replacementBusy') },
              applicationAlreadyAccepted: {
                message: t('apply.alreadyAccepted'),
                next: { to: PAGES.volunteerRegistration, label: t('apply.toRegistration') },
              },
            },
            said.failure,
          ),
        ),
    );
  });

  if (!token || dismissed) return null;
  return (
    <Box sx={{ mb: 3 }}>
      {outcome ? (
        <OutcomeNotice outcome={outcome} onDismiss={() => setDismissed(true)} dismissLabel={t('apply.close')} />
      ) : (
        <Typography role="status">{t('apply.replacing')}</Typography>
      )}
    </Box>
  );
}
