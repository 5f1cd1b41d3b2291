/**
 * "Sign in as staff" at /admin, beside the key's form (docs/admin.md, Staff): an e-mail, a
 * one-time code mailed to it, and the session the verified code answers, kept like the key's
 * (lib/adminAuth.ts signInAsStaff). An invitation's link (`#staff-invite=<token>`) starts the same
 * steps for the invited address and sends the token with them; a code e-mail's one-tap link
 * (`#staff-email=...&code=...`, with the invitation's token when the code was asked for with one)
 * signs in at once, accepting it. Either is read once the page is live and taken
 * out of the address bar (useFragmentLink). An invitee reads the staff's privacy notice and
 * ticks that they agree before the code is sent (the api keeps the agreement with the invitation).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { readStaffLink, type StaffLink } from '@gh/common/code-link';
import { OneTimeCodeField } from '../../../components/OneTimeCodeField';
import { PrivacyNotice } from '../../../components/PrivacyNotice';
import { useCodeEntry } from '../../../components/useCodeEntry';
import { useLang, useT } from '../../../i18n/I18n';
import { prepareAdminSession, requestStaffCode, signInAsStaff } from '../../../lib/adminAuth';
import { useFragmentLink } from '../../../lib/useFragmentLink';
import { useErrorText } from '../shared/errorText';
import { StaffEmailField, useStaffEmail } from '../staff/StaffEmailField';
import { STAFF_NOTICE_LINES } from './staffNotice';

/**
 * Reads the staff link the page was opened with, or pasted into its open tab (which changes
 * only the fragment); mounted once the page is live (the prerendered page knows no fragment).
 */
export function StaffLinkReader({ onArrive }: { onArrive: (link: StaffLink) => void }) {
  const { hash } = useLocation();
  return <FragmentReader key={hash} onArrive={onArrive} />;
}

function FragmentReader({ onArrive }: { onArrive: (link: StaffLink) => void }) {
  useFragmentLink(true, readStaffLink, onArrive);
  return null;
}

/** `link`: the staff link the page was opened with; the form starts from it (give it a `key` per link). */
export function StaffSignIn({ link, headingId }: { link: StaffLink | null; headingId: string }) {
  const t = useT();
  const lang = useLang();
  const errorText = useErrorText();
  const invite = link?.kind === 'invite' ? link.token : null;
  const typedEmail = useStaffEmail(link?.kind === 'code' ? link.email : '');
  const { email, setEmail } = typedEmail;
  const [step, setStep] = useState<'email' | 'code'>(link?.kind === 'code' ? 'code' : 'email');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const entry = useCodeEntry();
  // Signing in with a code e-mail's link, rather than a typed code.
  const [byLink, setByLink] = useState(link?.kind === 'code');
  const linkUsed = useRef(false);
  const [agreed, setAgreed] = useState<string[]>([]);
  const [agreeTold, setAgreeTold] = useState(false);

  async function run(action: () => Promise<void>) {
    setSending(true);
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    } finally {
      setSending(false);
    }
  }

  // A code e-mail's link: signed in at once (the stored session then switches /admin to the dashboard).
  useEffect(() => {
    if (link?.kind !== 'code' || linkUsed.current) return;
    linkUsed.current = true;
    prepareAdminSession();
    void run(() => signInAsStaff(link.email, link.code, link.invite ?? null));
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onEmail(event: FormEvent) {
    event.preventDefault();
    const typed = typedEmail.checked();
    setAgreeTold(true);
    if (typed === null || (invite !== null && agreed.length === 0)) return;
    prepareAdminSession();
    if (await run(() => requestStaffCode(typed, invite, lang))) {
      setEmail(typed);
      entry.clear();
      setStep('code');
    }
  }

  async function onCode(event: FormEvent) {
    event.preventDefault();
    if (!entry.ready()) return;
    if (!(await run(() => signInAsStaff(email, entry.code, invite)))) entry.inputRef.current?.select();
  }

  const alert = failure !== null && (
    <Alert severity="error" role="alert" sx={{ mb: 3, fontSize: '1.125rem' }}>
      {errorText(failure)}
    </Alert>
  );

  return (
    <Box sx={{ maxWidth: 480 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 1 }}>
        {t('staff.signInTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{invite ? t('staff.inviteLead') : t('staff.signInLead')}</Typography>
      {alert}
      {step === 'email' ? (
        <Box component="form" noValidate onSubmit={onEmail} aria-labelledby={headingId}>
          <StaffEmailField
            state={typedEmail.field}
            label={t('staff.emailLabel')}
            name="email"
            autoComplete="email"
            autoFocus={invite !== null}
            disabled={sending}
          />
          {invite !== null && (
            <PrivacyNotice
              title={t('staff.noticeTitle')}
              lines={STAFF_NOTICE_LINES}
              agreement={{
                name: 'staff-consent',
                value: agreed,
                onChange: setAgreed,
                error: agreeTold && agreed.length === 0 ? t('fields.consentMissing') : undefined,
              }}
            />
          )}
          <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ mt: 1, minWidth: 180 }}>
            {sending ? t('staff.sending') : t('staff.sendCode')}
          </Button>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={onCode} aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
          {byLink ? (
            sending && <Typography role="status">{t('staff.signingInByLink')}</Typography>
          ) : (
            <Typography role="status" sx={{ overflowWrap: 'anywhere' }}>
              {invite ? t('staff.codeSentInvite', { email }) : t('staff.codeSent', { email })}
            </Typography>
          )}
          <OneTimeCodeField entry={entry} disabled={sending} autoFocus />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ minWidth: 140 }}>
              {sending ? t('staff.checking') : t('staff.signIn')}
            </Button>
            <Button
              variant="outlined"
              size="large"
              disabled={sending}
              onClick={() => {
                setByLink(false);
                setFailure(null);
                setStep('email');
              }}
            >
              {t('staff.otherEmail')}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
