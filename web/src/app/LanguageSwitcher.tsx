/**
 * The language choice: English, हिन्दी, मराठी, each named in its own script and
 * marked with its `lang` so a screen reader speaks it in that language. Plain links to the same
 * page in the other language, so they work before the page is live and open that language's
 * prerendered page; a click also stores the choice in the cookie Hosting reads (LANG_COOKIE),
 * so `/` opens in it next time. A signed-in volunteer or senior's choice is also saved on their
 * document, for their e-mails, before the page changes (lib/saveLanguage.ts).
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { LANG_NAMES, LANGS, localizedPath, type Lang } from '@gh/common/i18n';
import { rememberLang } from '../lib/langCookie';
import { useSession } from '../lib/useSession';
import { useLang, useT } from '../i18n/I18n';

const linkSx = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  px: 1,
  color: 'text.primary',
  fontWeight: 500,
  '&[aria-current="true"]': { fontWeight: 700, textDecoration: 'none' },
} as const;

/** `dense`: the wide screen's slim row (32px targets, above WCAG's 24px) instead of the menu's 48px. */
export function LanguageSwitcher({ dense = false }: { dense?: boolean }) {
  const t = useT();
  const current = useLang();
  // Inside the router the address comes without its language prefix.
  const { pathname, search, hash } = useLocation();
  const hrefIn = (lang: Lang) => `${localizedPath(pathname, lang)}${search}${hash}`;
  const signedIn = useSession().role !== null;
  const choose = (lang: Lang) => (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLang(lang);
    if (!signedIn || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void import('../lib/saveLanguage')
      .then(({ saveLanguage }) => saveLanguage(lang))
      .finally(() => window.location.assign(hrefIn(lang)));
  };
  return (
    <Box component="nav" aria-label={t('language.label')}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        {LANGS.map((lang) => (
          <li key={lang}>
            <Link
              href={hrefIn(lang)}
              lang={lang}
              hrefLang={lang}
              aria-current={lang === current ? 'true' : undefined}
              onClick={choose(lang)}
              sx={dense ? { ...linkSx, minHeight: 32, fontSize: '0.9375rem' } : linkSx}
            >
              {LANG_NAMES[lang]}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
