/**
 * The senior registration form keeps a draft for the tab: opened again (a reload, Back), it shows
 * what was typed and says so in the page's language, with Start again to empty it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderIn } from '../../testing/inLanguage';
import { readDraft } from '../../lib/drafts';
import { registrationDraft } from './registrationForm';
import SeniorRegistrationPage from './SeniorRegistrationPage';

const open = () =>
  renderIn(
    'mr',
    <MemoryRouter>
      <SeniorRegistrationPage />
    </MemoryRouter>,
  );
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const checkbox = (value: string) => document.querySelector<HTMLInputElement>(`input[type="checkbox"][value="${value}"]`)!;
const KEPT = 'तुम्ही जे लिहिलं होतं, ते आम्ही ठेवलं आहे.';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

// The whole form renders slowly in jsdom (seconds when quiet, 20 s and more under load), as in
// RegistrationPages.test; these tests are about behaviour, not speed.
describe("the senior registration form's draft, in Marathi", { timeout: 90_000 }, () => {
  it('a fresh form says nothing of a draft and keeps none', () => {
    open();
    expect(screen.queryByText(KEPT)).toBeNull();
    expect(readDraft(registrationDraft('senior'))).toBeNull();
  });

  it('comes back when the page opens again, said quietly, and Start again empties it', () => {
    open();
    fireEvent.change(field(/^पहिलं नाव/), { target: { value: 'सावित्री' } });
    fireEvent.change(field(/^शहर/), { target: { value: 'पुणे' } });
    fireEvent.click(checkbox('Music'));
    cleanup();

    open();
    expect(field(/^पहिलं नाव/).value).toBe('सावित्री');
    expect(field(/^शहर/).value).toBe('पुणे');
    expect(checkbox('Music').checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(KEPT);

    fireEvent.click(screen.getByRole('button', { name: 'पुन्हा सुरुवात करा' }));
    expect(field(/^पहिलं नाव/).value).toBe('');
    expect(checkbox('Music').checked).toBe(false);
    expect(screen.queryByText(KEPT)).toBeNull();
    expect(readDraft(registrationDraft('senior'))).toBeNull();
  });

  it("takes only the form's own fields, of their own type, from what the tab kept", () => {
    sessionStorage.setItem(
      registrationDraft('senior'),
      JSON.stringify({
        savedAt: Date.now(),
        value: { city: 'पुणे', interests: 'Music', otp: '123456', firstName: 42 },
      }),
    );
    open();
    expect(field(/^शहर/).value).toBe('पुणे');
    expect(field(/^पहिलं नाव/).value).toBe('');
    expect(checkbox('Music').checked).toBe(false);
    expect(JSON.stringify(readDraft(registrationDraft('senior')))).not.toContain('123456');
  });
});
