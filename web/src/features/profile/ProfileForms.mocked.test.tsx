import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SeniorProfileForm } from './SeniorProfileForm';
import { VolunteerProfileForm } from './VolunteerProfileForm';
import { seniorDoc, volunteerDoc } from '../../testing/registeredPeople';
import { answerWith } from '../../testing/answerWith';
import { readDraft } from '../../lib/drafts';
import { clearUser, writeUser } from '../../lib/session';
import { profileDraft } from './profileForm';

// The ID token comes from Firebase Auth in the app; here the call's shape is what is tested.
vi.mock('../../lib/idToken', () => ({ currentIdToken: async () => 'id-token' }));

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  clearUser();
});

describe('volunteer profile', { timeout: 30_000 }, () => {
  // Her own profile: a draft is kept only for the person signed in.
  beforeEach(() => writeUser({ email: volunteerDoc().email }));

  it('is filled from the document: read-only e-mail, skills, availability and languages as checkboxes, the current CV', () => {
    render(<VolunteerProfileForm doc={{ ...volunteerDoc(), availability: ['Evening (4PM-8PM)'], languages: ['Tamil'] }} />);
    expect(field(/^full name/i).value).toBe('Aditi Sharma');
    expect(field(/^email/i).readOnly).toBe(true);
    expect(field(/^email/i).value).toBe('aditi@example.com');
    const checked = (group: string) =>
      within(screen.getByRole('group', { name: group }))
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => (box as HTMLInputElement).value);
    expect(checked('Skills')).toEqual(['Reading', 'Music']);
    expect(checked('Availability')).toEqual(['Evening (4PM-8PM)']);
    expect(checked('Languages')).toEqual(['Tamil']);
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
    const input = document.querySelector('input[name="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png')] } });
    expect(screen.getByText(/Please attach your CV as a PDF, DOC or DOCX file/)).toBeTruthy();
    save();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the form with the CV to its own route, then shows the answer', async () => {
    const fetchMock = answerWith([200, { message: 'Profile saved' }]);
    render(<VolunteerProfileForm doc={volunteerDoc()} />);
    fireEvent.change(field(/^city/i), { target: { value: 'Mumbai' } });
    const input = document.querySelector('input[name="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'new-cv.pdf')] } });
    expect(screen.getByText('new-cv.pdf')).toBeTruthy();
    expect(screen.getByText(/Replaces aditi-cv.pdf when you save/)).toBeTruthy();
    expect(readDraft(profileDraft('volunteer', 'aditi@example.com'))).toMatchObject({ city: 'Mumbai' });
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
    expect(readDraft(profileDraft('volunteer', 'aditi@example.com'))).toBeNull();
  });

  it('keeps a draft of its own person only, until Start again brings back the document', () => {
    render(<VolunteerProfileForm doc={volunteerDoc()} />);
    fireEvent.change(field(/^city/i), { target: { value: 'Mumbai' } });
    cleanup();
    render(<VolunteerProfileForm doc={{ ...volunteerDoc(), email: 'rohan@example.com' }} />);
    expect(field(/^city/i).value).not.toBe('Mumbai');
    expect(screen.queryByText('We kept what you typed.')).toBeNull();
    cleanup();
    render(<VolunteerProfileForm doc={volunteerDoc()} />);
    expect(field(/^city/i).value).toBe('Mumbai');
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(field(/^city/i).value).toBe(volunteerDoc().city);
    expect(readDraft(profileDraft('volunteer', 'aditi@example.com'))).toBeNull();
  });
});

describe('senior profile', { timeout: 30_000 }, () => {
  it('sends a chosen photo at once to its own route, and refuses a document before sending', async () => {
    const fetchMock = answerWith([200, { message: 'Your photo has been saved.' }]);
    render(<VolunteerProfileForm doc={volunteerDoc()} />);
    const section = screen.getByTestId('photo-section');
    const input = section.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'cv.pdf')] } });
    expect((await screen.findByRole('alert')).textContent).toContain('Please choose a photo: JPEG, PNG or WEBP.');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg')] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Your photo has been saved.'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/volunteer/aditi%40example.com/photo');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('shows the server message of a failed save and keeps every change', async () => {
    answerWith([400, { message: 'PIN code is too long' }]);
    render(<SeniorProfileForm doc={seniorDoc()} />);
    expect(screen.getByRole('heading', { name: 'Interests and Needs' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Interests' })).getByRole('checkbox', { name: 'Gardening' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.change(field(/^special needs/i), { target: { value: 'Hard of hearing' } });
    save();
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    expect((await screen.findByRole('alert')).textContent).toBe('PIN code is too long');
    expect(field(/^special needs/i).value).toBe('Hard of hearing');
  });

  it('shows and sends her contact’s e-mail, and says at the field when it is not an address', async () => {
    const fetchMock = answerWith([200, { message: 'Profile saved' }]);
    render(
      <SeniorProfileForm
        doc={{ ...seniorDoc(), emergencycontact: { ...seniorDoc().emergencycontact, emergencyContactEmail: 'anil@example.com' } }}
      />,
    );
    expect(field(/^contact’s e-mail/i).value).toBe('anil@example.com');
    fireEvent.change(field(/^contact’s e-mail/i), { target: { value: 'anil at home' } });
    save();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(field(/^contact’s e-mail/i), { target: { value: 'Son@Example.com' } });
    save();
    await screen.findByRole('alert');
    expect(((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData).get('eemail')).toBe('son@example.com');
  });

  it('edits phone, date of birth, interests and services with the controls of registration, and sends them', async () => {
    const fetchMock = answerWith([200, { message: 'Profile saved' }]);
    render(<SeniorProfileForm doc={seniorDoc()} />);
    expect(field(/^phone/i).value).toBe('+91 98220 11111');
    expect(field(/^day/i).value).toBe('1');
    fireEvent.change(field(/^phone/i), { target: { value: '98765 43210' } });
    fireEvent.change(field(/^day/i), { target: { value: '15/03/1950' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gardening' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Walking Companion' }));
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Profile saved');
    const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect(body.get('phone')).toBe('98765 43210');
    expect(body.get('dob')).toBe('1950-03-15');
    expect(body.getAll('interests')).toEqual(['Reading']);
    expect(body.getAll('services')).toEqual(['Walking Companion']);
  });

  it('refuses 31 February before sending anything', () => {
    const fetchMock = answerWith();
    render(<SeniorProfileForm doc={seniorDoc()} />);
    fireEvent.change(field(/^day/i), { target: { value: '31' } });
    fireEvent.change(field(/^month/i), { target: { value: '02' } });
    save();
    expect(screen.getByText('That date does not exist: please check the day and the month')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
