/**
 * "Kept apart" on /admin/profile: the people this person's pair was ended with (Unlink), whom
 * matching offers neither of them again. "Link them again" (POST /{key}/link) links the two on
 * purpose, Requested as Connect leaves them: the senior answers, then visits can be assigned.
 * The server refuses while either is linked with someone, and a coordinator a pair not both of
 * their cities, in its words.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminPersonView } from '@gh/common/documents';
import { PAGES } from '@gh/common/routes';
import { useServerText } from '../../../components/serverText';
import { useT } from '../../../i18n/I18n';
import { adminRequest } from '../../../lib/adminAuth';
import { Section } from './ProfileDetails';

type Person = NonNullable<AdminPersonView['volunteer'] | AdminPersonView['senior']>;
type Outcome = { severity: 'success' | 'error'; text: string };

function LinkAgain({ role, self, other }: { role: 'volunteer' | 'senior'; self: Person; other: string }) {
  const t = useT();
  const { success, failure } = useServerText();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const body = role === 'volunteer' ? { vemail: self.email, semail: other } : { vemail: other, semail: self.email };

  const linkAgain = async () => {
    setBusy(true);
    try {
      const answer = await adminRequest<{ message: string }>('linkPair', { body });
      setOutcome({ severity: 'success', text: success(answer.message) });
    } catch (error) {
      setOutcome({ severity: 'error', text: failure(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="li" sx={{ display: 'grid', gap: 1, py: 1.5 }}>
      <Link
        component={RouterLink}
        to={`${PAGES.adminProfile}?email=${encodeURIComponent(other)}`}
        sx={{ overflowWrap: 'anywhere', width: 'fit-content' }}
      >
        {other}
      </Link>
      {outcome?.severity !== 'success' && (
        <Button
          variant="outlined"
          onClick={() => void linkAgain()}
          disabled={busy}
          sx={{ width: 'fit-content' }}
          aria-label={t('adminProfile.linkAgainLabel', { name: self.name, other })}
        >
          {busy ? t('adminProfile.linking') : t('adminProfile.linkAgain')}
        </Button>
      )}
      {outcome && (
        <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </Alert>
      )}
    </Box>
  );
}

export function KeptApartSection({ role, person }: { role: 'volunteer' | 'senior'; person: Person }) {
  const t = useT();
  const apart = person.apartFrom ?? [];
  if (apart.length === 0) return null;
  return (
    <Section title={t('adminProfile.keptApart')}>
      <Typography sx={{ color: 'text.secondary' }}>{t('adminProfile.keptApartIntro')}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
        {apart.map((other) => (
          <LinkAgain key={other} role={role} self={person} other={other} />
        ))}
      </Box>
    </Section>
  );
}
