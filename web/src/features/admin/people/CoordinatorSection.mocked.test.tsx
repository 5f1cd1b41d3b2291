/**
 * "Her coordinator" on a senior's profile, in Hindi: naming one sends the staff e-mail, name and
 * phone typed, says the answer and reads the person again; a refusal stays in the form with
 * what was typed; a named coordinator is shown and can be removed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SeniorDoc } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { ApiError } from '../../../lib/api';
import { adminCalls as calls, resetAdminCalls } from '../../../testing/adminCalls';
import { renderIn } from '../../../testing/inLanguage';
import { CoordinatorSection } from './CoordinatorSection';

vi.mock('../../../lib/adminAuth', async () => ({ adminRequest: (await import('../../../testing/adminCalls')).adminRequest }));

beforeEach(resetAdminCalls);
afterEach(cleanup);

const senior = { email: 'kamala@x.co', coordinator: null } as SeniorDoc;
const named = { staff: 'meera@x.co', name: 'मीरा जोशी', phone: '98200 12345', namedAt: 1 };

function fill(staff: string, name: string, phone: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'उनका स्टाफ़ ई-मेल' }), { target: { value: staff } });
  fireEvent.change(screen.getByRole('textbox', { name: 'उन्हें दिखने वाला नाम' }), { target: { value: name } });
  fireEvent.change(screen.getByRole('textbox', { name: 'फ़ोन जिस पर वे कॉल कर सकें' }), { target: { value: phone } });
}

describe("a senior's coordinator, in Hindi", () => {
  it('names one with what was typed, says so and reads her again', async () => {
    calls.answer = { message: SERVER_MESSAGES.coordinatorNamed };
    const changed = vi.fn();
    renderIn('hi', <CoordinatorSection senior={senior} onChanged={changed} />);
    expect(screen.getByTestId('senior-coordinator').textContent).toContain('कोई समन्वयक नियुक्त नहीं है');
    fill('meera@x.co', 'मीरा जोशी', '98200 12345');
    fireEvent.click(screen.getByRole('button', { name: 'समन्वयक नियुक्त कीजिए' }));
    expect((await screen.findByRole('status')).textContent).toContain('वरिष्ठ नागरिक के समन्वयक नियुक्त हो गए हैं।');
    expect(calls.request).toHaveBeenCalledWith('nameCoordinator', {
      body: { semail: 'kamala@x.co', staff: 'meera@x.co', name: 'मीरा जोशी', phone: '98200 12345' },
    });
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed when the server refuses it, and says why in Hindi', async () => {
    calls.refusal = new ApiError(409, SERVER_MESSAGES.coordinatorNotOfCity, { code: 'coordinatorNotOfCity' });
    const changed = vi.fn();
    renderIn('hi', <CoordinatorSection senior={senior} onChanged={changed} />);
    fill('ravi@x.co', 'रवि', '98200 12345');
    fireEvent.click(screen.getByRole('button', { name: 'समन्वयक नियुक्त कीजिए' }));
    expect((await screen.findByRole('alert')).textContent).toBe('स्टाफ़ के ये सदस्य इन वरिष्ठ नागरिक के शहर के समन्वयक नहीं हैं।');
    expect(screen.getByRole('textbox', { name: 'उनका स्टाफ़ ई-मेल' })).toHaveProperty('value', 'ravi@x.co');
    expect(changed).not.toHaveBeenCalled();
  });

  it('shows the one named, and removes them', async () => {
    calls.answer = { message: SERVER_MESSAGES.coordinatorCleared };
    const changed = vi.fn();
    renderIn('hi', <CoordinatorSection senior={{ ...senior, coordinator: named }} onChanged={changed} />);
    expect(screen.getByTestId('senior-coordinator').textContent).toContain('मीरा जोशी, 98200 12345 (स्टाफ़: meera@x.co)');
    fireEvent.click(screen.getByRole('button', { name: 'समन्वयक हटाइए' }));
    await waitFor(() => expect(calls.request).toHaveBeenCalledWith('clearCoordinator', { body: { semail: 'kamala@x.co' } }));
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
  });
});
