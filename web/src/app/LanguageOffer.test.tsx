/**
 * The offer of Hindi or Marathi on an English page, to a browser that prefers it: in its own
 * language, a link to this page in it, and Close, remembered; never once a language is chosen,
 * never on a Hindi or Marathi page, never to a browser that prefers English.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LANG_COOKIE } from '@gh/common/i18n';
import { InLanguage, renderIn } from '../testing/inLanguage';
import { OFFER_DECIDED } from './LanguageOffer';
import { LanguageOfferSlot } from './LanguageOfferSlot';

const MARATHI_LINE = 'ही साइट मराठीतही आहे';

/** The slot on an English page, in a browser whose languages are `browser`. */
function open(browser: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
  renderIn(
    'en',
    <MemoryRouter initialEntries={['/about']}>
      <LanguageOfferSlot />
    </MemoryRouter>,
  );
}

/** The offer's decision, once it has made it: its words come after it, so none is coming once it says 'none'. */
const decided = () => waitFor(() => expect(document.documentElement.getAttribute(OFFER_DECIDED)).not.toBeNull());
const decision = () => document.documentElement.getAttribute(OFFER_DECIDED);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.removeAttribute(OFFER_DECIDED);
  document.cookie = `${LANG_COOKIE}=; max-age=0; path=/`;
});

describe("the offer of the browser's language", () => {
  it('offers Marathi to a Marathi browser on an English page, in Marathi, and Close is remembered', async () => {
    open(['mr-IN', 'en-IN']);
    const offer = await screen.findByRole('complementary', { name: MARATHI_LINE });
    expect(offer.getAttribute('lang')).toBe('mr');
    expect(decision()).toBe('mr');
    expect(screen.getByRole('link', { name: MARATHI_LINE }).getAttribute('href')).toBe('/mr/about');
    fireEvent.click(screen.getByRole('button', { name: 'बंद करा' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    cleanup();
    document.documentElement.removeAttribute(OFFER_DECIDED);

    open(['mr-IN', 'en-IN']);
    await decided();
    expect(decision()).toBe('none');
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('offers Hindi in Hindi, and following it remembers the choice', async () => {
    open(['hi', 'en']);
    const link = await screen.findByRole('link', { name: 'यह साइट हिन्दी में भी है' });
    fireEvent.click(link);
    expect(document.cookie).toContain(`${LANG_COOKIE}=hi`);
  });

  it('offers nothing to a browser that ranks English first', async () => {
    open(['en-IN', 'hi']);
    await decided();
    expect(decision()).toBe('none');
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('offers nothing on a page already in Marathi, when an English page rendered with it has its offer', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['mr-IN']);
    render(
      <MemoryRouter initialEntries={['/about']}>
        {(['en', 'mr'] as const).map((lang) => (
          <InLanguage key={lang} lang={lang}>
            <section aria-label={lang}>
              <LanguageOfferSlot />
            </section>
          </InLanguage>
        ))}
      </MemoryRouter>,
    );
    await within(screen.getByRole('region', { name: 'en' })).findByRole('complementary', { name: MARATHI_LINE });
    expect(within(screen.getByRole('region', { name: 'mr' })).queryByRole('complementary')).toBeNull();
  });

  it('offers nothing once a language is chosen', async () => {
    document.cookie = `${LANG_COOKIE}=en; path=/`;
    open(['hi']);
    await decided();
    expect(decision()).toBe('none');
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
