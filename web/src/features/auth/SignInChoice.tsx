/**
 * Where to go, for someone who has joined a family circle too: their own dashboard, or the
 * family page with what the seniors who invited them share. Asked once the code is checked and
 * before the session starts; the heading takes focus, so a screen reader says the question.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGES } from '@gh/common/routes';
import { useT } from '../../i18n/I18n';

export type SignInDestination = typeof PAGES.dashboard | typeof PAGES.family;

export function SignInChoice({ onChoose }: { onChoose: (page: SignInDestination) => void }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const [going, setGoing] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const choose = (page: SignInDestination) => {
    setGoing(true);
    onChoose(page);
  };
  return (
    <Box component="section" aria-labelledby="sign-in-choice" sx={{ mt: 4, maxWidth: 560 }}>
      <Typography id="sign-in-choice" ref={heading} tabIndex={-1} component="h2" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
        {t('signin.choiceTitle')}
      </Typography>
      <Typography sx={{ mt: 1, fontSize: '1.125rem' }}>{t('signin.choiceLead')}</Typography>
      <Stack spacing={2} sx={{ mt: 3 }}>
        <Button variant="contained" size="large" disabled={going} onClick={() => choose(PAGES.dashboard)}>
          {t('signin.openDashboard')}
        </Button>
        <Button variant="outlined" size="large" disabled={going} onClick={() => choose(PAGES.family)}>
          {t('signin.openFamily')}
        </Button>
      </Stack>
    </Box>
  );
}
