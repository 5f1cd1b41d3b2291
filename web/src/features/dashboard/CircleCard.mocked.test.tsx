/**
 * "Your family circle" on a senior's dashboard in jsdom: nothing until her circle's list has
 * come (the card is last and moves nothing), then who is in it, the link to /profile's circle
 * part, and, while her emergency contact's e-mail is not in it, the one tap that invites them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { dayMonthIn } from '@gh/common/locale-format';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { answerWith } from '../../testing/answerWith';
import { circleIs, circleMember } from '../../testing/circleDocs';
import { listeners } from '../../testing/fakeFirestore';
import { englishIn, renderIn, tIn } from '../../testing/inLanguage';
import CircleCard from './CircleCard';

vi.mock('../../lib/firebase', async () => (await import('../../testing/fakeFirestore')).fakeFirebase);
vi.mock('../../lib/idToken', () => ({ currentIdToken: async () => 'id-token' }));

afterEach(() => {
  cleanup();
  listeners.length = 0;
  vi.unstubAllGlobals();
});

const HER = 'kamala@x.co';
const CONTACT = 'anil@x.co';
const DAUGHTER = 'beti@x.co';

const joined = (email: string) =>
  circleMember(HER, email, { status: 'joined', invitedAt: Date.UTC(2026, 10, 1), joinedAt: Date.UTC(2026, 10, 2) });

const renderCard = (lang: 'en' | 'mr', contact: string) =>
  renderIn(
    lang,
    <MemoryRouter>
      <CircleCard email={HER} contact={contact} />
    </MemoryRouter>,
  );

describe('the family circle card on her dashboard', () => {
  it('shows nothing until her list comes, then who is in it and the way to /profile’s circle part, in Marathi', async () => {
    renderCard('mr', '');
    await waitFor(() => expect(listeners).toHaveLength(1));
    expect(document.body.textContent).toBe('');
    await circleIs([joined(DAUGHTER)]);
    const mr = tIn('mr');
    const card = screen.getByRole('region', { name: mr('profile.circleTitle') });
    expect(card.textContent).toContain(DAUGHTER);
    expect(card.textContent).toContain(mr('profile.circleJoined', { date: dayMonthIn(Date.UTC(2026, 10, 2), 'mr') }));
    expect(screen.getByRole('link', { name: mr('dashboard.circleManage') }).getAttribute('href')).toBe('/profile#family-circle');
    expect(screen.queryByTestId('invite-contact')).toBeNull();
    expect(englishIn(card, [DAUGHTER])).toEqual([]);
  });

  it('says her circle is empty, and invites her emergency contact in one tap with every part', async () => {
    const fetchMock = answerWith([200, { message: SERVER_MESSAGES.circleInvited }]);
    renderCard('en', CONTACT);
    await waitFor(() => expect(listeners).toHaveLength(1));
    await circleIs([]);
    const en = tIn('en');
    expect(screen.getByText(en('dashboard.circleEmpty'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en('profile.circleInviteContact', { email: CONTACT }) }));
    await screen.findByRole('alert');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/circle/invite', 'POST']);
    expect(JSON.parse(init.body as string)).toEqual({ email: CONTACT, parts: ['visits', 'volunteer', 'help'], lang: 'en' });
  });

  it('does not offer the tap once the contact is in her circle', async () => {
    renderCard('en', CONTACT);
    await waitFor(() => expect(listeners).toHaveLength(1));
    await circleIs([joined(CONTACT)]);
    expect(screen.getByText(CONTACT)).toBeTruthy();
    expect(screen.queryByTestId('invite-contact')).toBeNull();
  });
});
