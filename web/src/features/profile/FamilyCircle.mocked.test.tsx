/**
 * "Your family circle" on /profile in jsdom: when her emergency contact's e-mail is not in her
 * circle, one tap invites it to see every part (POST /circle/invite, in the page's language);
 * the offer is not made once the contact is in the circle, nor for her own address.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { answerWith } from '../../testing/answerWith';
import { circleIs, circleMember } from '../../testing/circleDocs';
import { listeners } from '../../testing/fakeFirestore';
import { englishIn, renderIn, tIn } from '../../testing/inLanguage';
import { FamilyCircle } from './FamilyCircle';

vi.mock('../../lib/firebase', async () => (await import('../../testing/fakeFirestore')).fakeFirebase);
vi.mock('../../lib/idToken', () => ({ currentIdToken: async () => 'id-token' }));

afterEach(() => {
  cleanup();
  listeners.length = 0;
  vi.unstubAllGlobals();
});

const HER = 'kamala@x.co';
const CONTACT = 'anil@x.co';

const member = (email: string) => circleMember(HER, email);

describe('inviting her emergency contact in one tap', () => {
  it('offers it in Marathi and sends the invitation with every part, in the page’s language', async () => {
    const fetchMock = answerWith([200, { message: SERVER_MESSAGES.circleInvited }]);
    renderIn('mr', <FamilyCircle email={HER} contact={CONTACT} />);
    await waitFor(() => expect(listeners).toHaveLength(1));
    await circleIs([]);
    const mr = tIn('mr');
    const button = screen.getByRole('button', { name: mr('profile.circleInviteContact', { email: CONTACT }) });
    expect(englishIn(screen.getByTestId('invite-contact'), [CONTACT])).toEqual([]);
    fireEvent.click(button);
    await screen.findByRole('alert');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/circle/invite', 'POST']);
    expect(JSON.parse(init.body as string)).toEqual({ email: CONTACT, parts: ['visits', 'volunteer', 'help'], lang: 'mr' });
  });

  it('is not offered once the contact is in her circle, without a contact, or for her own address', async () => {
    renderIn('en', <FamilyCircle email={HER} contact={CONTACT} />);
    await waitFor(() => expect(listeners).toHaveLength(1));
    await circleIs([member(CONTACT)]);
    expect(screen.queryByTestId('invite-contact')).toBeNull();
    cleanup();
    listeners.length = 0;
    for (const contact of ['', HER]) {
      renderIn('en', <FamilyCircle email={HER} contact={contact} />);
      await waitFor(() => expect(listeners).toHaveLength(1));
      await circleIs([]);
      expect(screen.queryByTestId('invite-contact')).toBeNull();
      cleanup();
      listeners.length = 0;
    }
  });
});
