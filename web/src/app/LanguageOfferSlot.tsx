/**
 * Where the offer of the browser's language goes (LanguageOffer.tsx), and the one part of it every
 * page carries: on an English page, once live, a browser that names Hindi or Marathi at all loads
 * the offer's chunk, which decides; every other visitor's page loads nothing more (the public
 * pages' JavaScript budget, e2e/tests/public-weight.test.ts).
 */
import { lazy, Suspense } from 'react';
import { DEFAULT_LANG, LANGS } from '@gh/common/i18n';
import { useLang } from '../i18n/I18n';
import { useHydrated } from '../lib/useHydrated';

const LanguageOffer = lazy(() => import('./LanguageOffer').then((module) => ({ default: module.LanguageOffer })));

const namesOtherLanguage = () =>
  navigator.languages.some((tag) => LANGS.some((lang) => lang !== DEFAULT_LANG && tag.toLowerCase().split('-')[0] === lang));

export function LanguageOfferSlot() {
  const live = useHydrated();
  const english = useLang() === DEFAULT_LANG;
  if (!live || !english || !namesOtherLanguage()) return null;
  return (
    <Suspense>
      <LanguageOffer />
    </Suspense>
  );
}
