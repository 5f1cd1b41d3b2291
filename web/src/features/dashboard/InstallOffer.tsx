/**
 * "Put Golden Hearts on your home screen", offered in the person's language once their first
 * visit is done (a reason to come back), never on arrival, and only where the browser can
 * install it. "Not now" is remembered on this phone.
 */
import { useState, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/I18n';
import { deviceStore } from '../../lib/browserStore';
import { DEVICE_CHOICES } from '../../lib/personKeys';
import { installPromptHeld, showInstallPrompt, watchInstallPrompt } from '../../lib/installable';

const DECLINED = DEVICE_CHOICES.installDeclined;

const declinedHere = () => deviceStore.read(DECLINED) !== null;

export function InstallOffer({ visitDone }: { visitDone: boolean }) {
  const t = useT();
  const canInstall = useSyncExternalStore(watchInstallPrompt, installPromptHeld, () => false);
  const [declined, setDeclined] = useState(declinedHere);
  if (!visitDone || !canInstall || declined) return null;

  function decline() {
    deviceStore.keep(DECLINED, Date.now()); // refused by the browser: offered again next time
    setDeclined(true);
  }

  return (
    <Box
      component="section"
      aria-labelledby="install-offer-title"
      sx={{
        mb: 3,
        p: { xs: 2, md: 3 },
        border: 2,
        borderColor: 'secondary.main',
        borderRadius: 3,
        bgcolor: 'background.paper',
        maxWidth: 720,
      }}
    >
      <Typography id="install-offer-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {t('dashboard.installTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('dashboard.installText')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button variant="contained" size="large" onClick={() => void showInstallPrompt()}>
          {t('dashboard.installYes')}
        </Button>
        <Button variant="outlined" size="large" onClick={decline}>
          {t('dashboard.installNotNow')}
        </Button>
      </Box>
    </Box>
  );
}
