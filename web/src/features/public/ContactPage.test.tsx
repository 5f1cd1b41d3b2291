/**
 * The contact page in jsdom. The network is the one thing stubbed (fetch, as lib/api.test.ts
 * does); the real trip through the function, Storage and SMTP is e2e/tests/contact.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { MAX_UPLOAD_BYTES } from '@gh/common/constants';
import { EMERGENCY_LINE, SUPPORT } from '../../content/support';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { theme } from '../../app/theme';
import ContactPage from './ContactPage';

let alertSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  alertSpy.mockRestore();
});

function renderPage() {
  render(
    <ThemeProvider theme={theme}>
      <ContactPage />
    </ThemeProvider>,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

function fillIn() {
  fireEvent.change(field(/^Your name/), { target: { value: 'Kamala Devi' } });
  fireEvent.change(field(/^Your e-mail address/), { target: { value: 'kamala@example.com' } });
  fireEvent.change(field(/^Your message/), { target: { value: 'Hello!\nThank you.' } });
}

function choose(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

function answering(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('/contact', () => {
  it('shows the contact details and the 24/7 emergency line for registered members', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: SUPPORT.phone }).getAttribute('href')).toBe('tel:+9118001234567');
    expect(screen.getByRole('link', { name: SUPPORT.email }).getAttribute('href')).toBe(`mailto:${SUPPORT.email}`);
    const emergency = screen.getByRole('region', { name: /Emergency support line/ });
    expect(emergency.textContent).toContain('24/7');
    expect(emergency.textContent).toMatch(/registered members/);
    expect(within(emergency).getByRole('link', { name: EMERGENCY_LINE.phone })).toBeTruthy();
  });

  it('offers only documents and images in the file picker and says so', () => {
    renderPage();
    expect(fileInput().accept).toContain('.pdf');
    expect(fileInput().accept).toContain('image/webp');
    expect(fileInput().accept).not.toContain('.exe');
    expect(screen.getByText(/PDF, DOC, DOCX, ODT, TXT, PNG, JPEG, GIF or WEBP\. Up to 5 MB/)).toBeTruthy();
    expect(screen.getByText('No file chosen.')).toBeTruthy();
  });

  it("marks empty fields in the shared schema's words, focuses the first, and sends nothing", () => {
    const fetchMock = answering(200, {});
    renderPage();
    send();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^Your name/));
    expect(field(/^Your name/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('re-checks as the person types, once they have tried to send', () => {
    renderPage();
    fireEvent.change(field(/^Your e-mail address/), { target: { value: 'kamala@example' } });
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    send();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    fireEvent.change(field(/^Your e-mail address/), { target: { value: 'kamala@example.com' } });
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it('names the chosen file, refuses one over 5 MB without sending, and lets it be removed', () => {
    const fetchMock = answering(200, {});
    renderPage();
    fillIn();
    const big = new File(['%PDF-'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    choose(big);
    expect(screen.getByText('scan.pdf')).toBeTruthy();
    expect(screen.getByText(SERVER_MESSAGES.fileTooLarge)).toBeTruthy();
    send();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(SERVER_MESSAGES.fileTooLarge);

    fireEvent.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(screen.getByText('No file chosen.')).toBeTruthy();
    expect(screen.queryByText(SERVER_MESSAGES.fileTooLarge)).toBeNull();
    expect(field(/^Your name/).value).toBe('Kamala Devi');
  });

  it('sends multipart with the file, shows "Sending…", then confirms and clears the form', async () => {
    let finish!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    fillIn();
    const letter = new File(['%PDF-1.4 hello'], 'letter.pdf', { type: 'application/pdf' });
    choose(letter);
    send();

    const busy = screen.getByRole('button', { name: /Sending…/ }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/sendemail');
    const body = init.body as FormData;
    expect([body.get('name'), body.get('email'), body.get('message')]).toEqual(['Kamala Devi', 'kamala@example.com', 'Hello!\nThank you.']);
    expect((body.get('file') as File).name).toBe('letter.pdf');

    await act(async () => finish(new Response(JSON.stringify({ message: SERVER_MESSAGES.messageSent }), { status: 200 })));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(SERVER_MESSAGES.messageSent);
    expect(alert.textContent).toContain('We will reply to kamala@example.com.');
    expect(document.activeElement).toBe(alert);
    expect(field(/^Your name/).value).toBe('');
    expect(field(/^Your message/).value).toBe('');
    expect(screen.getByText('No file chosen.')).toBeTruthy();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it("shows the server's message in the page and keeps everything the person typed", async () => {
    answering(415, { message: SERVER_MESSAGES.contactAttachmentType });
    renderPage();
    fillIn();
    choose(new File(['MZ'], 'letter.pdf', { type: 'application/pdf' }));
    send();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(SERVER_MESSAGES.contactAttachmentType);
    expect(field(/^Your name/).value).toBe('Kamala Devi');
    expect(field(/^Your e-mail address/).value).toBe('kamala@example.com');
    expect(field(/^Your message/).value).toBe('Hello!\nThank you.');
    expect(screen.getByText('letter.pdf')).toBeTruthy();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPage();
    fillIn();
    send();
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not reach Golden Hearts/);
    expect(field(/^Your message/).value).toBe('Hello!\nThank you.');
  });
});
