/**
 * /circle, the page an invitation into a senior's family circle links to (docs/decisions/0037):
 * the link's fragment carries the invitation's id, the address and its code, read once and taken
 * out of the address bar. The person reads the circle's privacy notice, ticks that they agree
 * and presses Join (POST /circle/accept, with the notice's version); opened with a link that
 * lacks the address or the code, or after a refusal, the page asks for them. The mail names
 * nobody: her name shows only in the answer, once the code proved the address.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CIRCLE_NOTICE_VERSION } from '@gh/common/circle';
import { readCircleLink, type CircleLink } from '@gh/common/code-link';
import { OTP_LENGTH } from '@gh/common/constants';
import type { Lang } from '@gh/common/i18n';
import { isEmailAddress } from '@gh/common/patterns';
import { PAGES } from '@gh/common/routes';
import { LABEL_ABOVE } from '../../components/labelAbove';
import { OneTimeCodeField } from '../../components/OneTimeCodeField';
import { PageIntro } from '../../components/PageIntro';
import { PrivacyNotice } from '../../components/PrivacyNotice';
import { CIRCLE_NOTICE_LINES } from '../../components/circleNotice';
import { useCodeEntry } from '../../components/useCodeEntry';
import { fieldId } from '../../components/useFormFields';
import { areaLoader } from '../../i18n/catalogs';
import { useLang, useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { useFragmentLink } from '../../lib/useFragmentLink';
import { useJoinFailure, type JoinFailure } from './circleAnswers';

/** The page's words, the code field's (`signin.*`), the privacy notice's and the api's answers, in the page's language. */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/{circle,signin,consent,api}.ts'));

/** What we keep of a member and why, and that they can be removed or leave (CIRCLE_NOTICE_VERSION). */

type Result = { joined: true; name: string } | ({ joined: false } & JoinFailure);

/** The tick box's name and id: Join without it puts the focus there. */
const AGREE_BOX = 'circle-consent';

/** Joins, agreeing to the notice the page shows, with the page's language: the member's e-mails about her are written in it. */
const accept = (body: CircleLink & { lang: Lang }) =>
  apiRequest<{ message: string; seniorName: string }>('circleAccept', { body: { ...body, consentVersion: CIRCLE_NOTICE_VERSION } });

export default function CirclePage() {
  const t = useT();
  // The page is rendered in the browser, so the fragment is there at the first render.
  const link = useFragmentLink(true, readCircleLink, () => {});
  return (
    <PageIntro title={t('circle.title')} lead={t('circle.lead')}>
      <Box sx={{ mt: 4, maxWidth: 560 }}>
        {link ? <JoinForm link={link} /> : <Typography sx={{ fontSize: '1.1875rem' }}>{t('circle.noInvite')}</Typography>}
      </Box>
    </PageIntro>
  );
}

function JoinForm({ link }: { link: CircleLink }) {
  const t = useT();
  const lang = useLang();
  const failure = useJoinFailure();
  const entry = useCodeEntry();
  const [email, setEmail] = useState(link.email);
  const [emailWrong, setEmailWrong] = useState(false);
  // A whole link needs only Join; otherwise, and after a refusal, the address and the code are typed.
  const [typing, setTyping] = useState(!link.email || link.code.length !== OTP_LENGTH);
  const [busy, setBusy] = useState(false);
  const [agreed, setAgreed] = useState<string[]>([]);
  const [agreeTold, setAgreeTold] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const said = useRef<HTMLDivElement>(null);

  // The outcome takes the focus, so a screen reader reads it and the keyboard starts there.
  useEffect(() => said.current?.focus(), [result]);

  async function join(event: FormEvent) {
    event.preventDefault();
    const code = typing ? entry.code : link.code;
    setAgreeTold(true);
    if (typing) {
      const wrong = !isEmailAddress(email.trim());
      setEmailWrong(wrong);
      if (wrong || !entry.ready()) return;
    }
    if (agreed.length === 0) {
      document.getElementById(fieldId(AGREE_BOX))?.focus();
      return;
    }
    setBusy(true);
    try {
      const { seniorName } = await accept({ invite: link.invite, email: email.trim(), code, lang });
      setResult({ joined: true, name: seniorName });
    } catch (error) {
      setResult({ joined: false, ...failure(error) });
      setTyping(true);
      entry.clear();
    } finally {
      setBusy(false);
    }
  }

  if (result?.joined) {
    return (
      <Box ref={said} tabIndex={-1} role="status" sx={{ outline: 'none' }}>
        <Alert severity="success" sx={{ fontSize: '1.1875rem' }}>
          {t('circle.joined', { name: result.name })}
        </Alert>
        <Typography sx={{ mt: 2, fontSize: '1.1875rem' }}>{t('circle.next')}</Typography>
        <Button component={RouterLink} to={PAGES.family} variant="contained" size="large" sx={{ mt: 2 }}>
          {t('circle.toFamily')}
        </Button>
      </Box>
    );
  }

  const failed = result && (
    <Box ref={said} tabIndex={-1} sx={{ outline: 'none' }}>
      <Alert severity="error" role="alert" sx={{ fontSize: '1.125rem' }}>
        {result.message}
        {result.retry && <Typography sx={{ mt: 1 }}>{t('circle.tryAgain')}</Typography>}
      </Alert>
    </Box>
  );
  // Over, for the address the link carried: nothing typed here can join it.
  if (result?.over && email.trim() === link.email) return failed;

  return (
    <Box component="form" noValidate onSubmit={join} aria-label={t('circle.title')} sx={{ display: 'grid', gap: 3 }}>
      {failed}
      {typing ? (
        <>
          <Typography sx={{ fontSize: '1.1875rem' }}>{t('circle.withoutLink')}</Typography>
          <TextField
            label={t('circle.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailWrong}
            helperText={emailWrong ? t('circle.emailInvalid') : undefined}
            disabled={busy}
            fullWidth
            slotProps={LABEL_ABOVE}
          />
          <OneTimeCodeField entry={entry} disabled={busy} />
        </>
      ) : (
        <Typography sx={{ fontSize: '1.1875rem', overflowWrap: 'anywhere' }}>{t('circle.invited', { email })}</Typography>
      )}
      <PrivacyNotice
        title={t('circle.noticeTitle')}
        lines={CIRCLE_NOTICE_LINES}
        agreement={{
          name: AGREE_BOX,
          value: agreed,
          onChange: setAgreed,
          error: agreeTold && agreed.length === 0 ? t('circle.agreeMissing') : undefined,
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={busy}
        loadingPosition="start"
        sx={{ justifySelf: 'start', minWidth: 160 }}
      >
        {busy ? t('circle.joining') : t('circle.join')}
      </Button>
    </Box>
  );
}
