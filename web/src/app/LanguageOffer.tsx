/**
 * A calm line above the top bar of an English page, for a visitor whose browser prefers Hindi or
 * Marathi (languageOffer.ts): "यह साइट हिन्दी में भी है", a link to this page in that language,
 * and Close, which is remembered. A chunk of its own (LanguageOfferSlot.tsx loads it); its words
 * are the area `offer` in the offered language, loaded only when offered, under a provider of
 * their own. It marks its decision on the page (OFFER_DECIDED) as soon as it has made it.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { Lang } from '@gh/common/i18n';
import { areaLoader, loadedMessages } from '../i18n/catalogs';
import { I18nProvider, useT } from '../i18n/I18n';
import { colors } from '../components/colors';
import { closeLanguageOffer, offeredLang } from './languageOffer';
import { useChooseLanguage } from './useChooseLanguage';

const loadOffer = areaLoader(import.meta.glob('../i18n/messages/*/offer.ts'));

/** On <html>: the language offered ('hi', 'mr'), or 'none', once decided. */
export const OFFER_DECIDED = 'data-language-offer';

export function LanguageOffer() {
  const [offer, setOffer] = useState<Lang | null>(null);

  useEffect(() => {
    const lang = offeredLang();
    // The decision, on the page: whoever checks that no offer comes knows it has been made.
    document.documentElement.setAttribute(OFFER_DECIDED, lang ?? 'none');
    if (lang) void loadOffer(lang).then(() => setOffer(lang));
  }, []);

  if (!offer) return null;
  const close = () => {
    closeLanguageOffer();
    setOffer(null);
  };
  return (
    <I18nProvider lang={offer} messages={loadedMessages(offer)}>
      <OfferLine lang={offer} onClose={close} />
    </I18nProvider>
  );
}

function OfferLine({ lang, onClose }: { lang: Lang; onClose: () => void }) {
  const t = useT();
  const { hrefIn, choose } = useChooseLanguage();
  return (
    // A landmark of its own (axe: all content in landmarks), above the header, which stays slim.
    <Box
      component="aside"
      aria-label={t('offer.line')}
      lang={lang}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        columnGap: 2,
        px: 2,
        py: 0.5,
        bgcolor: colors.creamBand,
      }}
    >
      <Link
        href={hrefIn(lang)}
        hrefLang={lang}
        onClick={choose(lang)}
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 500 }}
      >
        {t('offer.line')}
      </Link>
      <Button color="inherit" onClick={onClose}>
        {t('offer.close')}
      </Button>
    </Box>
  );
}
