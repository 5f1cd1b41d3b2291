/**
 * The code from an SMS and what to do with it, alike on /login's mobile tab and at the
 * registration code step: the code, the button that checks it, a new SMS, and any more buttons.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { OTP_LENGTH } from '@gh/common/constants';
import { useT } from '../i18n/I18n';
import { OneTimeCodeField } from './OneTimeCodeField';
import type { CodeEntry } from './useCodeEntry';

interface SmsCodeEntryProps {
  entry: CodeEntry;
  verifying: boolean;
  canVerify: boolean;
  verifyLabel: string;
  onNewCode: () => void;
  /** The code field's name, where the page has another code field. */
  codeLabel?: string;
  /** More buttons after these (e.g. another number). */
  children?: ReactNode;
}

export function SmsCodeEntry({ entry, verifying, canVerify, verifyLabel, onNewCode, codeLabel, children }: SmsCodeEntryProps) {
  const t = useT();
  return (
    <>
      <OneTimeCodeField
        entry={entry}
        disabled={verifying}
        hint={t('signin.phone.codeHint', { digits: OTP_LENGTH })}
        label={codeLabel}
        autoFocus
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button type="submit" variant="contained" size="large" disabled={!canVerify}>
          {verifying ? t('signin.verifying') : verifyLabel}
        </Button>
        <Button variant="outlined" disabled={verifying} onClick={onNewCode}>
          {t('signin.phone.newCode')}
        </Button>
        {children}
      </Box>
    </>
  );
}
