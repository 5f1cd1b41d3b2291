/**
 * Her nominee's part of her view, in jsdom: since when they are her nominee and what it means,
 * and the request to act for her (POST /family/nominee-request by their session), sent only
 * with a reason and a note, in the page's language.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { dayMonthIn } from '@gh/common/locale-format';
import { answerWith } from '../../testing/answerWith';
import { englishIn, renderIn, tIn } from '../../testing/inLanguage';
import { FamilyNominee } from './FamilyNominee';

vi.mock('../../lib/idToken', () => ({ currentIdToken: async () => 'id-token' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NAMED = Date.UTC(2026, 10, 2, 6);

describe('her nominee asks to act for her', () => {
  it('says what it means in Marathi, and sends the reason and the note', async () => {
    const fetchMock = answerWith([200, { message: SERVER_MESSAGES.nomineeRequestSent, id: 'g1', dueBy: 1 }]);
    renderIn('mr', <FamilyNominee senior="kamala@x.co" nominatedAt={NAMED} />);
    const mr = tIn('mr');
    expect(screen.getByText(mr('family.nomineeText', { date: dayMonthIn(NAMED, 'mr') }))).toBeDefined();
    const send = screen.getByRole('button', { name: mr('family.nomineeSend') });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: mr('family.nomineeReason', { reason: 'incapacity' }) }));
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('textbox', { name: mr('family.nomineeNoteLabel') }), { target: { value: ' ती रुग्णालयात आहे. ' } });
    expect(englishIn(document.body, ['kamala@x.co'])).toEqual([]);
    fireEvent.click(send);
    expect((await screen.findByRole('status')).textContent).toBe(mr('api.nomineeRequestSent'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/family/nominee-request', 'POST']);
    expect(init.headers).toMatchObject({ Authorization: 'Bearer id-token' });
    expect(JSON.parse(init.body as string)).toEqual({ senior: 'kamala@x.co', reason: 'incapacity', note: 'ती रुग्णालयात आहे.', lang: 'mr' });
  });

  it('says a refusal in the server’s words', async () => {
    answerWith([403, { code: 'nomineeOnly', message: SERVER_MESSAGES.nomineeOnly }]);
    renderIn('en', <FamilyNominee senior="kamala@x.co" nominatedAt={NAMED} />);
    fireEvent.click(screen.getByRole('radio', { name: 'She has died' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'A short note for the grievance officer' }), { target: { value: 'Last night.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to the grievance officer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SERVER_MESSAGES.nomineeOnly);
  });
});
