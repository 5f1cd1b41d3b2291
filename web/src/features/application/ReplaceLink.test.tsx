import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Lang } from '@gh/common/i18n';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { messages as hindi } from '../../i18n/messages/hi/apply';
import { messages as marathi } from '../../i18n/messages/mr/apply';
import { EN } from '../../testing/english';
import { answerWith } from '../../testing/answerWith';
import { InLanguage } from '../../testing/inLanguage';
import ApplyPage from './ApplyPage';
import { keepReplacement, keptReplacements } from './keptReplacements';

const TOKEN = 'bWVlcmFAZXhhbXBsZS5jb20.1790000000000.c2ln';
const REFERENCE = 'r'.repeat(43);

function Address() {
  const { pathname, hash } = useLocation();
  return <output data-testid="address">{`${pathname}${hash}`}</output>;
}

function renderAt(path: string, lang?: Lang) {
  const page = (
    <MemoryRouter initialEntries={[path]}>
      <Address />
      <Routes>
        <Route path="/apply" element={<ApplyPage />} />
      </Routes>
    </MemoryRouter>
  );
  render(lang ? <InLanguage lang={lang}>{page}</InLanguage> : page);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the link that replaces a pending application', { timeout: 30_000 }, () => {
  it('sends its token once with the references this browser kept, takes it out of the address and says the application was replaced', async () => {
    keepReplacement(REFERENCE);
    const fetchMock = answerWith([200, { message: SERVER_MESSAGES.applicationReplaced }]);
    renderAt(`/apply#replace=${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe(EN['apply.replaced']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/volunteer/volunteer/application/replace');
    expect(JSON.parse(init.body as string)).toEqual({ token: TOKEN, replacements: [REFERENCE] });
    expect(keptReplacements()).toEqual([]);
    expect(screen.getByTestId('address').textContent).toBe('/apply');
    // The form stays, to apply again.
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeTruthy();
  });

  it.each([
    ['replaceLinkInvalid', 403],
    ['replacementNotFound', 404],
    ['replacementBusy', 409],
  ] as const)('says %s in the page’s language', async (code, status) => {
    answerWith(
      [status, { message: SERVER_MESSAGES[code], code }],
      [status, { message: SERVER_MESSAGES[code], code }],
      [status, { message: SERVER_MESSAGES[code], code }],
    );
    renderAt(`/apply#replace=${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe(EN[`apply.${code}`]);
    cleanup();
    renderAt(`/apply#replace=${TOKEN}`, 'hi');
    expect((await screen.findByRole('alert')).textContent).toBe(hindi[`apply.${code}`]);
    cleanup();
    renderAt(`/apply#replace=${TOKEN}`, 'mr');
    expect((await screen.findByRole('alert')).textContent).toBe(marathi[`apply.${code}`]);
  });

  it('does nothing without a link', () => {
    const fetchMock = answerWith();
    renderAt('/apply');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText(EN['apply.replacing'])).toBeNull();
  });
});

describe('the references kept for the link', () => {
  it('keep the newest five for a day', () => {
    const now = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 7; i++) keepReplacement(String(i).repeat(43), now + i);
    expect(keptReplacements(now + 10)).toEqual([2, 3, 4, 5, 6].map((i) => String(i).repeat(43)));
    expect(keptReplacements(now + 24 * 60 * 60 * 1000 + 4)).toEqual(['5'.repeat(43), '6'.repeat(43)]);
  });
});
