/**
 * The short privacy notice (common/src/consent.ts, the `consent` area) a person reads where they
 * register or apply, and again when it changes: what we keep, why, for how long, who sees it,
 * and how to withdraw or complain, with the Contact page, the Terms and the Privacy Policy a
 * link away (in this tab: a form's draft brings back what was typed on Back). Staff joining read
 * their own lines. `agreement`: the tick box a form's
 * payload is refused without, with its message; the page asking again has a button instead.
 */
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import type { MessageKey } from '../i18n/areas';
import { useT } from '../i18n/I18n';
import { WithParts } from './WithParts';
import { fieldId } from './useFormFields';

const linkSx = { fontWeight: 600 } as const;

export interface Agreement {
  name: string;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
  /** The prefix of the form's field ids (useFormFields), so a refused submit can focus the box. */
  form?: string;
}

const LINES = ['consent.keep', 'consent.why', 'consent.long', 'consent.who'] as const;

interface PrivacyNoticeProps {
  title?: ReactNode;
  /** What we keep, why, for how long and who sees it, where these differ from a member's (the staff's). */
  lines?: readonly MessageKey[];
  agreement?: Agreement;
}

export function PrivacyNotice({ title, lines = LINES, agreement }: PrivacyNoticeProps) {
  const t = useT();
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ mb: 4, p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', maxWidth: 760 }}
    >
      <Typography id={headingId} variant="h4" component="h2" sx={{ mb: 2 }}>
        {title ?? t('consent.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', rowGap: 1.5 }}>
        {lines.map((line) => (
          <Typography component="li" key={line}>
            {t(line)}
          </Typography>
        ))}
        <Typography component="li">
          <WithParts
            text={(values) => t('consent.withdraw', values)}
            parts={{
              contact: (
                <Link component={RouterLink} to={PAGES.contact} sx={linkSx}>
                  {t('consent.contactLink')}
                </Link>
              ),
            }}
          />
        </Typography>
      </Box>
      <Typography sx={{ mt: 2 }}>
        <WithPolicyLinks text={(values) => t('consent.more', values)} />
      </Typography>
      {agreement && <AgreeBox {...agreement} />}
    </Box>
  );
}

/**
 * A message whose {terms} and {privacy} are the Terms of Service and the Privacy Policy, as
 * links in this tab (the `consent` area names them); `linkSx` for links that stand alone.
 */
export function WithPolicyLinks({
  text,
  linkSx: sx = linkSx,
}: {
  text: (values: Record<'terms' | 'privacy', string>) => string;
  linkSx?: SxProps<Theme>;
}) {
  const t = useT();
  return (
    <WithParts
      text={text}
      parts={{
        terms: (
          <Link component={RouterLink} to={PAGES.terms} sx={sx}>
            {t('consent.termsLink')}
          </Link>
        ),
        privacy: (
          <Link component={RouterLink} to={PAGES.privacy} sx={sx}>
            {t('consent.privacyLink')}
          </Link>
        ),
      }}
    />
  );
}

function AgreeBox({ name, value, onChange, error, form }: Agreement) {
  const t = useT();
  const noteId = `${name}-note`;
  return (
    <FormControl error={Boolean(error)} sx={{ mt: 2, display: 'flex' }}>
      <FormControlLabel
        label={t('consent.agree')}
        sx={{ '& .MuiFormControlLabel-label': { fontWeight: 600 } }}
        control={
          <Checkbox
            id={fieldId(name, form)}
            name={name}
            checked={value.length > 0}
            onChange={(event) => onChange(event.target.checked ? ['yes'] : [])}
            slotProps={{ input: { 'aria-describedby': error ? noteId : undefined, 'aria-invalid': Boolean(error) } }}
          />
        }
      />
      {error && (
        <FormHelperText id={noteId} sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
