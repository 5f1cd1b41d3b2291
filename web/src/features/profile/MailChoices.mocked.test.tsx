import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { MailChoices } from './MailChoices';
import { seniorDoc, volunteerDoc } from '../../testing/registeredPeople';
import { answerWith } from '../../testing/answerWith';
import { englishIn, renderIn } from '../../testing/inLanguage';

// The ID token comes from Firebase Auth in the app; here the call's shape is what is tested.
vi.mock('../../lib/idToken', () => ({ currentIdToken: async () => 'id-token' }));

const boxes = () => within(screen.getByRole('group', { name: /Tick the e-mails you want/ })).getAllByRole('checkbox') as HTMLInputElement[];
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save e-mail choices' }));
const sent = (fetchMock: ReturnType<typeof answerWith>) => {
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { url, method: init.method, headers: init.headers, body: JSON.parse(init.body as string) as unknown };
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('e-mail choices on /profile', () => {
  it('offers a volunteer his three choices, all on, and saves the one he turns off', async () => {
    const fetchMock = answerWith([200, { message: SERVER_MESSAGES.noticesSaved }]);
    render(<MailChoices role="volunteer" doc={volunteerDoc()} />);
    expect(boxes().map((box) => [box.value, box.checked])).toEqual([
      ['answers', true],
      ['visits', true],
      ['reminders', true],
    ]);
    expect(screen.queryByRole('checkbox', { name: /emergency contact/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'A reminder the day before each visit' }));
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Your e-mail choices have been saved.');
    expect(sent(fetchMock)).toEqual({
      url: '/api/notices',
      method: 'PUT',
      headers: expect.objectContaining({ Authorization: 'Bearer id-token' }),
      body: { off: ['reminders'] },
    });
  });

  it('shows a senior what she turned off, and asks nothing of her emergency contact', async () => {
    const fetchMock = answerWith([200, { message: SERVER_MESSAGES.noticesSaved }]);
    const doc = {
      ...seniorDoc(),
      mailOff: ['visits' as const],
      emergencycontact: { ...seniorDoc().emergencycontact, emergencyContactEmail: 'anil@example.com' },
    };
    render(<MailChoices role="senior" doc={doc} />);
    expect(boxes().map((box) => [box.value, box.checked])).toEqual([
      ['requests', true],
      ['visits', false],
      ['reminders', true],
      ['concerns', true],
    ]);
    expect(screen.queryByRole('checkbox', { name: /emergency contact/ })).toBeNull();
    expect(screen.queryByText(/anil@example.com/)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'When a visit is arranged, moved or cancelled' }));
    save();
    await screen.findByRole('alert');
    expect(sent(fetchMock).body).toEqual({ off: [] });
  });

  it('shows a failed save', async () => {
    answerWith([500, { message: 'Something went wrong on our side. Please try again.', code: 'serverError' }]);
    render(<MailChoices role="senior" doc={seniorDoc()} />);
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on our side. Please try again.');
  });

  it('is all Marathi in Marathi', () => {
    const { container } = renderIn('mr', <MailChoices role="senior" doc={seniorDoc()} />);
    expect(screen.getByRole('heading', { name: 'आम्ही तुम्हाला कोणते ई-मेल पाठवावे' })).toBeTruthy();
    expect(englishIn(container)).toEqual([]);
  });
});
