/**
 * "Kept apart" on /admin/profile by role: the key's session (an owner's) and a coordinator's
 * are offered Link them again, which sends the pair; a coordinator's page still leaves the
 * family circle out, and shows the server's refusal of a pair not both of their cities in the
 * page's language.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AdminPersonView } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import type { AdminIdentity } from '../../../lib/adminAuth';
import { ApiError } from '../../../lib/api';
import { adminCalls as calls, resetAdminCalls } from '../../../testing/adminCalls';
import { listeners } from '../../../testing/fakeFirestore';
import { renderIn, tIn } from '../../../testing/inLanguage';
import { seniorDoc } from '../../../testing/registeredPeople';
import AdminProfilePage from './AdminProfilePage';

// The session's identity, as ensureAdminSession answers it; the admin calls answered by hand.
const session = vi.hoisted(() => ({ identity: null as unknown }));
vi.mock('../../../lib/adminAuth', async () => ({
  adminRequest: (await import('../../../testing/adminCalls')).adminRequest,
  ensureAdminSession: async () => session.identity,
}));
vi.mock('../../../lib/useSession', () => ({ useSession: () => ({ adminKey: 'session' }) }));
// Her visits and circle, listened to and never answered.
vi.mock('../../../lib/firebase', async () => (await import('../../../testing/fakeFirestore')).fakeFirebase);

const COORDINATOR: AdminIdentity = { kind: 'staff', email: 'meera@x.co', authTime: 1, role: 'coordinator', cities: ['maharashtra/pune'] };
const KEY: AdminIdentity = { kind: 'key', until: Number.MAX_SAFE_INTEGER };
const kamala = { ...seniorDoc(), apartFrom: ['aditi@x.co'] };
const person: AdminPersonView = { application: null, volunteer: null, senior: kamala };

beforeEach(() => {
  resetAdminCalls();
  calls.answer = person;
});
afterEach(() => {
  cleanup();
  listeners.length = 0;
});

function renderPage(identity: AdminIdentity, lang: 'en' | 'mr' = 'en') {
  session.identity = identity;
  renderIn(
    lang,
    <MemoryRouter initialEntries={[`/admin/profile?email=${kamala.email}`]}>
      <AdminProfilePage />
    </MemoryRouter>,
  );
}

/** Link them again for Kamala and Aditi, once the page has read her. */
const linkAgain = (lang: 'en' | 'mr' = 'en') =>
  screen.findByRole('button', { name: tIn(lang)('adminProfile.linkAgainLabel', { name: kamala.name, other: 'aditi@x.co' }) });
const keptApart = (lang: 'en' | 'mr' = 'en') => within(screen.getByRole('region', { name: tIn(lang)('adminProfile.keptApart') }));

describe('Kept apart on a senior’s page', () => {
  it.each([
    ['the key', KEY],
    ['a coordinator', COORDINATOR],
  ])('offers %s Link them again, which sends the pair', async (_who, identity) => {
    renderPage(identity);
    const button = await linkAgain();
    calls.answer = { message: SERVER_MESSAGES.pairLinked };
    fireEvent.click(button);
    expect((await keptApart().findByRole('status')).textContent).toBe(SERVER_MESSAGES.pairLinked);
    expect(calls.request).toHaveBeenLastCalledWith('linkPair', { body: { vemail: 'aditi@x.co', semail: kamala.email } });
  });

  it('shows a coordinator the refusal of a pair not both of their cities, in Marathi, and no family circle', async () => {
    renderPage(COORDINATOR, 'mr');
    const button = await linkAgain('mr');
    expect(screen.queryByRole('region', { name: tIn('mr')('adminProfile.circle.title') })).toBeNull();
    calls.refusal = new ApiError(403, SERVER_MESSAGES.staffOwnerOnly, { code: 'staffOwnerOnly' });
    fireEvent.click(button);
    expect((await keptApart('mr').findByRole('alert')).textContent).toBe(tIn('mr')('api.staffOwnerOnly'));
    expect(keptApart('mr').getByRole('button')).toBe(button);
  });
});
