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

describe('inviting by mobile number', () => {
  it('checks the number, sends it in place of an e-mail, and tells her in Hindi what to tell them', async () => {
    const fetchMock = answerWith([200, { message: SERVER_MESSAGES.circleInvitedByPhone }]);
    renderIn('hi', <FamilyCircle email={HER} />);
    await waitFor(() => expect(listeners).toHaveLength(1));
    await circleIs([member('+919822012345')]);
    const hi = tIn('hi');
    expect(screen.getByTestId('circle-tell').textContent).toBe(
      hi('profile.circleTell', { page: `${location.host}/family`, phone: '+91 98220 12345' }),
    );
    fireEvent.click(screen.getByRole('radio', { name: hi('profile.circleByPhone') }));
    const field = screen.getByRole('textbox', { name: hi('profile.circlePhone') });
    fireEvent.change(field, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: hi('profile.circleInviteNumber') }));
    expect(await screen.findByText(hi('profile.circlePhoneInvalid'))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '98220 54321' } });
    fireEvent.click(screen.getByRole('button', { name: hi('profile.circleInviteNumber') }));
    expect((await screen.findByRole('alert')).textContent).toContain(hi('api.circleInvitedByPhone'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/circle/invite');
    expect(JSON.parse(init.body as string)).toEqual({ phone: '98220 54321', parts: ['visits', 'volunteer', 'help'], lang: 'hi' });
    expect(englishIn(screen.getByRole('form', { name: hi('profile.circleInviteTitle') }), ['98220 54321', '+91', '10'])).toEqual([]);
  });
});
