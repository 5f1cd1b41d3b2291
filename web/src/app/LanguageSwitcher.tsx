/**
 * The language choice: हिन्दी · मराठी · English, each named in its own script and
 * marked with its `lang` so a screen reader speaks it in that language, the page's own marked
 * current. Plain links to the same page in the other language, so they work before the page is
 * live and open that language's prerendered page; a click remembers the choice
 * (useChooseLanguage.ts). It sits in the top bar's first row at every width, so a visitor who
 * does not read English finds it on the first screen; its targets are 32px (above WCAG's 24px),
 * to keep that row slim.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DEFAULT_LANG, LANG_NAMES, LANGS, type Lang } from '@gh/common/i18n';
import { useLang, useT } from '../i18n/I18n';
import { useChooseLanguage } from './useChooseLanguage';

const linkSx = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  px: 1,
  color: 'text.primary',
  fontSize: '0.9375rem',
  fontWeight: 500,
  '&[aria-current="true"]': { fontWeight: 700, textDecoration: 'none' },
} as const;

/** Most of our readers' languages first, English last. */
const SHOWN: readonly Lang[] = [...LANGS.filter((lang) => lang !== DEFAULT_LANG), DEFAULT_LANG];

export function LanguageSwitcher() {
  const t = useT();
  const current = useLang();
  const { hrefIn, choose } = useChooseLanguage();
  return (
    <Box component="nav" aria-label={t('language.label')}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', m: 0, p: 0 }}>
        {SHOWN.map((lang, index) => (
          <Box component="li" key={lang} sx={{ display: 'flex', alignItems: 'center' }}>
            {index > 0 && (
              <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
                ·
              </Box>
            )}
            <Link
              href={hrefIn(lang)}
              lang={lang}
              hrefLang={lang}
              aria-current={lang === current ? 'true' : undefined}
              onClick={choose(lang)}
              sx={linkSx}
            >
              {LANG_NAMES[lang]}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
