/**
 * The offer of Hindi or Marathi on an English page, to a browser that prefers it: in its own
 * language, a link to this page in it, and Close, remembered; never once a language is chosen,
 * never on a Hindi or Marathi page, never to a browser that prefers English.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LANG_COOKIE, type Lang } from '@gh/common/i18n';
import { renderIn } from '../testing/inLanguage';
import { LanguageOfferSlot } from './LanguageOfferSlot';

const MARATHI_LINE = 'ही साइट मराठीतही आहे';

function open(browser: string[], page: Lang = 'en') {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
  renderIn(
    page,
    <MemoryRouter initialEntries={['/about']}>
      <LanguageOfferSlot />
    </MemoryRouter>,
  );
}

/** Lets the offer's words arrive, when it is offered at all. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  document.cookie = `${LANG_COOKIE}=; max-age=0; path=/`;
});

describe("the offer of the browser's language", () => {
  it('offers Marathi to a Marathi browser on an English page, in Marathi, and Close is remembered', async () => {
    open(['mr-IN', 'en-IN']);
    const offer = await screen.findByRole('complementary', { name: MARATHI_LINE });
    expect(offer.getAttribute('lang')).toBe('mr');
    expect(screen.getByRole('link', { name: MARATHI_LINE }).getAttribute('href')).toBe('/mr/about');
    fireEvent.click(screen.getByRole('button', { name: 'बंद करा' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    cleanup();

    open(['mr-IN', 'en-IN']);
    await settle();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('offers Hindi in Hindi, and following it remembers the choice', async () => {
    open(['hi', 'en']);
    const link = await screen.findByRole('link', { name: 'यह साइट हिन्दी में भी है' });
    fireEvent.click(link);
    expect(document.cookie).toContain(`${LANG_COOKIE}=hi`);
  });

  it.each<[string, string[], Lang]>([
    ['English first', ['en-IN', 'hi'], 'en'],
    ['a page already in Marathi', ['mr-IN'], 'mr'],
  ])('offers nothing to %s', async (_, browser, page) => {
    open(browser, page);
    await settle();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('offers nothing once a language is chosen', async () => {
    document.cookie = `${LANG_COOKIE}=en; path=/`;
    open(['hi']);
    await settle();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
