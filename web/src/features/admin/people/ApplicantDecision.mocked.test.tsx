/**
 * Approve and Reject on an applicant's page, in Marathi: the same calls as the dashboard's
 * Pending panel, Reject's reason, the confirmation with Undo, and the page read again after
 * each; nothing to decide once decided.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminCalls as calls, resetAdminCalls } from '../../../testing/adminCalls';
import { renderIn } from '../../../testing/inLanguage';
import { ApplicantDecision } from './ApplicantDecision';

vi.mock('../../../lib/adminAuth', async () => ({ adminRequest: (await import('../../../testing/adminCalls')).adminRequest }));

beforeEach(() => {
  resetAdminCalls();
  // What a decision answers: how long Undo is offered.
  calls.answer = { undoMs: 8000 };
});
afterEach(cleanup);

const applicant = { email: 'sunita@x.co', fullName: 'सुनीता पाटील', status: 'Submitted' as const };

describe("an applicant's page decides, in Marathi", () => {
  it('approves with Undo offered, and reads the person again after each', async () => {
    const changed = vi.fn();
    renderIn('mr', <ApplicantDecision application={applicant} onChanged={changed} />);
    fireEvent.click(screen.getByRole('button', { name: 'सुनीता पाटील यांना मंजूर करा' }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('स्वयंसेवक मंजूर!');
    expect(calls.request).toHaveBeenCalledWith('approveApplication', { body: { type: 'volunteer', email: 'sunita@x.co' } });
    expect(changed).toHaveBeenCalledTimes(1);
    fireEvent.click(within(notice).getByRole('button', { name: 'परत घ्या' }));
    await waitFor(() => expect(calls.request).toHaveBeenCalledWith('undoDecision', { body: { type: 'volunteer', email: 'sunita@x.co' } }));
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(2));
  });

  it('rejects with the reason typed in its dialog', async () => {
    renderIn('mr', <ApplicantDecision application={applicant} onChanged={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'सुनीता पाटील यांना नामंजूर करा' }));
    const dialog = await screen.findByRole('dialog', { name: 'सुनीता पाटील यांना नामंजूर करायचे?' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'फक्त सकाळी वेळ आहे.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'अर्ज नामंजूर करा' }));
    await waitFor(() =>
      expect(calls.request).toHaveBeenCalledWith('rejectApplication', {
        body: { type: 'volunteer', email: 'sunita@x.co', reason: 'फक्त सकाळी वेळ आहे.' },
      }),
    );
  });

  it('offers nothing to decide once the application is decided', () => {
    renderIn('mr', <ApplicantDecision application={{ ...applicant, status: 'Accepted' }} onChanged={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
