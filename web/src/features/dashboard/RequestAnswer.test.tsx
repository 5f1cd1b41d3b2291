import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderIn } from '../../testing/inLanguage';
import { RequestAnswer } from './RequestAnswer';
import { requestedOfSenior } from './testing/peopleAndVisits';
import type { SeniorAnswerState } from './useSeniorAnswer';

afterEach(cleanup);

function state(overrides: Partial<SeniorAnswerState> = {}): SeniorAnswerState {
  return { pending: null, outcome: null, answer: vi.fn(async () => {}), dismiss: vi.fn(), ...overrides };
}

describe('RequestAnswer', () => {
  it('says Yes with one tap', () => {
    const s = state();
    render(<RequestAnswer request={requestedOfSenior('aditi@example.com', 'Aditi Sharma')} state={s} />);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Aditi may visit' }));
    expect(s.answer).toHaveBeenCalledWith('aditi@example.com', 'yes');
  });

  it('asks once more before a No, and Go back sends nothing', () => {
    const s = state();
    render(<RequestAnswer request={requestedOfSenior('aditi@example.com', 'Aditi Sharma')} state={s} />);
    fireEvent.click(screen.getByRole('button', { name: 'No, not now' }));
    expect(screen.getByRole('group', { name: 'Say no to Aditi' }).textContent).toContain('We will tell Aditi kindly');
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(s.answer).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'No, not now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Say no' }));
    expect(s.answer).toHaveBeenCalledWith('aditi@example.com', 'no');
  });

  it('after a Yes says what happens next and still lets the senior change their mind', () => {
    render(<RequestAnswer request={{ ...requestedOfSenior('aditi@example.com', 'Aditi Sharma'), answer: 'yes' }} state={state()} />);
    expect(screen.getByText('You said Yes. The admin will arrange the visit and let you both know.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Yes/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'I have changed my mind' })).toBeTruthy();
  });

  it('keeps both buttons still while an answer is on its way', () => {
    render(<RequestAnswer request={requestedOfSenior('aditi@example.com', 'Aditi Sharma')} state={state({ pending: 'yes' })} />);
    expect(screen.getByRole('button', { name: 'Sending…' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'No, not now' }).hasAttribute('disabled')).toBe(true);
  });

  it("names the volunteer's skills and languages in Hindi, as the senior reads the request", () => {
    renderIn('hi', <RequestAnswer request={requestedOfSenior('aditi@example.com', 'Aditi Sharma')} state={state()} />);
    expect(screen.getByText('इनमें मदद कर सकते हैं: पढ़ना, संगीत')).toBeTruthy();
    expect(screen.getByText('भाषाएँ: हिन्दी, मराठी')).toBeTruthy();
  });
});
