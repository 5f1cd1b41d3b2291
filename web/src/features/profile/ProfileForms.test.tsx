import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SeniorProfileForm } from './SeniorProfileForm';
import { VolunteerProfileForm } from './VolunteerProfileForm';
import { seniorDoc, volunteerDoc } from './testDocs';
import { answerWith } from '../../testing/answerWith';

// The ID token comes from Firebase Auth in the app; here the call's shape is what is tested.
vi.mock('../../lib/idToken', () => ({ currentIdToken: async () => 'id-token' }));

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('volunteer profile', { timeout: 30_000 }, () => {
  it('is filled from the document: read-only e-mail, skills as chips, the current CV', () => {
    render(<VolunteerProfileForm doc={volunteerDoc()} />);
    expect(field(/^full name/i).value).toBe('Aditi Sharma');
    expect(field(/^email/i).readOnly).toBe(true);
    expect(field(/^email/i).value).toBe('aditi@example.com');
    expect(screen.getByRole('button', { name: 'Reading' })).toBeTruthy(); // a chip, removable
    expect(screen.getByText('Current file: aditi-cv.pdf')).toBeTruthy();
    expect(field(/^contact name/i).value).toBe('Anil Sharma');
  });

  it('says what a field needs, sends nothing and keeps what was typed', () => {
    const fetchMock = answerWith();
    render(<VolunteerProfileForm doc={volunteerDoc()} />);
    fireEvent.change(field(/^hobbies/i), { target: { value: 'Gardening' } });
    fireEvent.change(field(/^city/i), { target: { value: '' } });
    save();
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^city/i));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field(/^hobbies/i).value).toBe('Gardening');
  });

  it('does not send a CV of the wrong kind', () => {
    const fetchMock = answerWith();
    render(<VolunteerProfileForm doc={volunteerDoc()} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png')] } });
    expect(screen.getByText(/Please attach your CV as a PDF, DOC or DOCX file/)).toBeTruthy();
    save();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the form with the CV to its own route, then shows the answer', async () => {
    const fetchMock = answerWith([200, { message: 'Profile saved' }]);
    render(<VolunteerProfileForm doc={volunteerDoc()} />);
    fireEvent.change(field(/^city/i), { target: { value: 'Mumbai' } });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'new-cv.pdf')] } });
    expect(screen.getByText('new-cv.pdf')).toBeTruthy();
    expect(screen.getByText(/Replaces aditi-cv.pdf when you save/)).toBeTruthy();
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Profile saved');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/volunteer/aditi%40example.com');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer id-token' });
    const body = init.body as FormData;
    expect(body.get('city')).toBe('Mumbai');
    expect(body.get('email')).toBe('aditi@example.com');
    expect((body.get('file') as File).name).toBe('new-cv.pdf');
    await waitFor(() => expect(screen.queryByText('new-cv.pdf')).toBeNull()); // sent: no longer pending
  });
});

describe('senior profile', { timeout: 30_000 }, () => {
  it('shows the server message of a failed save and keeps every change', async () => {
    answerWith([400, { message: 'ZIP code is too long' }]);
    render(<SeniorProfileForm doc={seniorDoc()} />);
    expect(screen.getByRole('heading', { name: 'Interests and Needs' })).toBeTruthy();
    expect(within(screen.getByRole('combobox', { name: 'Interests' }).parentElement!).getByText('Gardening')).toBeTruthy();
    fireEvent.change(field(/^special needs/i), { target: { value: 'Hard of hearing' } });
    save();
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    expect((await screen.findByRole('alert')).textContent).toBe('ZIP code is too long');
    expect(field(/^special needs/i).value).toBe('Hard of hearing');
  });
});
