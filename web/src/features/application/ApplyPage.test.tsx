import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MAX_UPLOAD_BYTES } from '@gh/common/constants';
import { NOTICE_VERSION } from '@gh/common/consent';
import { SERVER_MESSAGES } from '@gh/common/messages';
import type { Lang } from '@gh/common/i18n';
import { EN } from '../../testing/english';
import { InLanguage, englishIn } from '../../testing/inLanguage';
import { readDraft } from '../../lib/drafts';
import { APPLICATION_DRAFT } from './applicationForm';
import ApplyPage from './ApplyPage';
import { keptReplacements } from './keptReplacements';

/**
 * The browser's XMLHttpRequest as the page uses it for an upload with progress: it reports
 * half, then all of the body sent, then answers `status` and `body`.
 */
function answerWith(status: number, body: unknown) {
  const sent: { method: string; url: string; body: FormData }[] = [];
  class UploadingRequest {
    upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
    status = 0;
    statusText = '';
    responseText = '';
    onload?: () => void;
    private target = { method: '', url: '' };
    open(method: string, url: string) {
      this.target = { method, url };
    }
    setRequestHeader() {}
    /** No answer here carries headers (a limit's Retry-After is the api client's own test). */
    getResponseHeader(): string | null {
      return null;
    }
    send(data: FormData) {
      sent.push({ ...this.target, body: data });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', UploadingRequest);
  return sent;
}

/** The page, in English or (`lang`) in Hindi or Marathi. */
function renderApply(lang?: Lang) {
  const page = (
    <MemoryRouter initialEntries={['/apply']}>
      <Routes>
        <Route path="/apply" element={<ApplyPage />} />
        <Route path="/volunteer-registration" element={<h1>Volunteer Registration</h1>} />
      </Routes>
    </MemoryRouter>
  );
  return render(lang ? <InLanguage lang={lang}>{page}</InLanguage> : page);
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
const chooseResume = (file: File) => fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
const pdf = (name = 'resume.pdf', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function fillRequired() {
  fill(/^full name/i, 'Meera Iyer');
  fill(/^email/i, 'Meera@Example.com');
  fill(/^contact number/i, '+91 98220 44444');
  fill(/^pin code where you live/i, '411030');
  fill(/^why would you like/i, 'My grandmother lived alone.');
  fill(/^what does companionship/i, 'Being there.');
  fill(/^what excites you/i, 'Their stories.');
  fill(/^how would you help/i, 'Regular visits.');
  fill(/^when are you available/i, 'Weekday mornings');
  fireEvent.click(screen.getByRole('checkbox', { name: EN['consent.agree'] }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** A whole form rendered again and again in jsdom: seconds alone, more than 30 s beside the stack tier on 2 busy cores. */
const SLOW = { timeout: 90_000 };

describe('the application form', SLOW, () => {
  it('asks for every field of the application, with the spec languages and the resume limits', () => {
    renderApply();
    expect(screen.getByRole('heading', { level: 1, name: 'Job Application' })).toBeTruthy();
    const languages = within(screen.getByRole('group', { name: 'Languages you speak' })).getAllByRole('checkbox');
    expect(languages.map((box) => box.getAttribute('value'))).toEqual(['English', 'Hindi', 'Marathi', 'Gujarati', 'Bengali', 'Tamil']);
    expect(screen.getByText('PDF, DOC or DOCX, up to 5 MB.')).toBeTruthy();
    expect(field(/^previous experience \(optional\)/i).required).toBe(false);
  });

  it('says what a required field needs once the person leaves it, and only that field', () => {
    renderApply();
    fireEvent.blur(field(/^contact number/i));
    expect(screen.getByText('Contact is required')).toBeTruthy();
    expect(screen.queryByText('Full name is required')).toBeNull();
    fill(/^contact number/i, '98220 44444');
    expect(screen.queryByText('Contact is required')).toBeNull();
  });

  it('on submit shows every required message, sends nothing, keeps what was typed and focuses the first field to fix', () => {
    const sent = answerWith(200, { message: SERVER_MESSAGES.applicationSubmitted });
    renderApply();
    fill(/^full name/i, 'Meera Iyer');
    fill(/^email/i, 'not-an-address');
    submit();
    expect(sent).toHaveLength(0);
    for (const message of [
      'Please enter a valid email address',
      'Contact is required',
      'Motivation is required',
      'What companionship means to you is required',
      'What excites you is required',
      'Handling loneliness is required',
      'Availability is required',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.queryByText('Full name is required')).toBeNull();
    expect(screen.queryByText(/experience is required/i)).toBeNull();
    expect(document.activeElement).toBe(field(/^email/i));
    expect(field(/^full name/i).value).toBe('Meera Iyer');
  });

  it.each([
    ['a file over the limit', pdf('big.pdf', MAX_UPLOAD_BYTES + 1), SERVER_MESSAGES.fileTooLarge],
    ['a file of another type', new File(['x'], 'photo.png', { type: 'image/png' }), SERVER_MESSAGES.resumeType],
    ['an empty file', pdf('empty.pdf', 0), SERVER_MESSAGES.fileEmpty],
  ])('refuses %s as the resume before sending anything', (_case, file, message) => {
    const sent = answerWith(200, { message: SERVER_MESSAGES.applicationSubmitted });
    renderApply();
    fillRequired();
    chooseResume(file);
    expect(screen.getByText(message)).toBeTruthy();
    submit();
    expect(sent).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toMatch(/choose another resume or remove/i);
  });

  it('sends the application as multipart with its resume, shows the upload progress, and leads to registration', async () => {
    const sent = answerWith(200, { message: SERVER_MESSAGES.applicationSubmitted });
    renderApply();
    fillRequired();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hindi' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    chooseResume(pdf());
    expect(readDraft(APPLICATION_DRAFT)).toMatchObject({ fullName: 'Meera Iyer' });
    submit();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Thank you for applying');
    expect(dialog.textContent).toContain(EN['apply.received']);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/volunteer/volunteer/application' });
    const body = sent[0]!.body;
    expect(body.get('email')).toBe('meera@example.com');
    expect(body.get('fullName')).toBe('Meera Iyer');
    expect(body.getAll('languages')).toEqual(['English', 'Hindi']);
    expect(body.get('zipcode')).toBe('411030');
    // Agreed to the privacy notice the page shows.
    expect(body.get('consentVersion')).toBe(String(NOTICE_VERSION));
    // The page's language, for the applicant's e-mails.
    expect(body.get('lang')).toBe('en');
    expect((body.get('file') as File).name).toBe('resume.pdf');
    // Received: the draft is forgotten.
    expect(readDraft(APPLICATION_DRAFT)).toBeNull();

    fireEvent.click(within(dialog).getByRole('link', { name: 'Go to Volunteer Registration' }));
    expect(await screen.findByRole('heading', { name: 'Volunteer Registration' })).toBeTruthy();
  });

  it('keeps the essays for the tab: opened again, they are back, said in Hindi', () => {
    renderApply('hi');
    const motivation = () => document.getElementById('field-motivation') as HTMLTextAreaElement;
    fireEvent.change(motivation(), { target: { value: 'मेरी दादी अकेली रहती थीं।' } });
    cleanup();
    renderApply('hi');
    expect(motivation().value).toBe('मेरी दादी अकेली रहती थीं।');
    expect(screen.getByText('आपने जो लिखा था, वह हमने रख लिया है।').getAttribute('role')).toBe('status');
  });

  it.each([
    ['applicationAlreadySubmitted', EN['apply.applyOnce'], 'Go to Volunteer Registration'],
    ['applicationAlreadyAccepted', EN['apply.alreadyAccepted'], 'Go to Volunteer Registration'],
    ['applicationEmailRegistered', SERVER_MESSAGES.applicationEmailRegistered, 'Go to Sign In'],
  ] as const)('answers %s with %j and a way on', async (code, screenMessage, next) => {
    answerWith(409, { message: SERVER_MESSAGES[code], code });
    renderApply();
    fillRequired();
    submit();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(screenMessage);
    expect(within(dialog).getByRole('link', { name: next })).toBeTruthy();
  });

  it('keeps the reference of an application sent again and says how the e-mailed link makes it count', async () => {
    const replacement = 'r'.repeat(43);
    answerWith(409, { message: SERVER_MESSAGES.applicationAlreadySubmitted, code: 'applicationAlreadySubmitted', replacement });
    renderApply();
    fillRequired();
    submit();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(EN['apply.applyOnceOffered']);
    expect(EN['apply.applyOnceOffered']).toMatch(new RegExp(`^${EN['apply.applyOnce']}\\.`));
    expect(keptReplacements()).toEqual([replacement]);
    localStorage.clear();
  });

  it('shows any other server message in the page, keeping the form', async () => {
    answerWith(415, { message: SERVER_MESSAGES.resumeType });
    renderApply();
    fillRequired();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(SERVER_MESSAGES.resumeType);
    expect(field(/^full name/i).value).toBe('Meera Iyer');
  });
});

describe('the application form in Hindi', SLOW, () => {
  /** What stays in Latin: the file formats. */
  const LATIN = ['PDF', 'DOCX', 'DOC'];

  function fillRequiredInHindi() {
    fill(/^पूरा नाम/, 'मीरा अय्यर');
    fill(/^ई-मेल/, 'meera@example.com');
    fill(/^फ़ोन नंबर/, '+91 98220 44444');
    fill(/^आपके घर का पिन कोड/, '411030');
    fill(/^आप वरिष्ठ नागरिकों के साथ/, 'मेरी दादी अकेली रहती थीं।');
    fill(/^आपके लिए साथ का/, 'साथ रहना।');
    fill(/^इस काम में आपको/, 'उनकी कहानियाँ।');
    fill(/^अकेलापन महसूस करने वाले/, 'नियमित मुलाकातें।');
    fill(/^आपके पास कब समय/, 'सुबह');
    fireEvent.click(screen.getByRole('checkbox', { name: 'मैंने यह पढ़ लिया है और मैं सहमत हूँ' }));
  }

  it('asks for every field in Hindi, says what each needs in Hindi, and the outcome too', async () => {
    const sent = answerWith(200, { message: SERVER_MESSAGES.applicationSubmitted });
    const { container } = renderApply('hi');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('स्वयंसेवक का आवेदन');
    expect(screen.getByText('PDF, DOC या DOCX, ज़्यादा से ज़्यादा 5 एमबी।')).toBeTruthy();
    expect(englishIn(container, LATIN)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'आवेदन भेजिए' }));
    expect(sent).toHaveLength(0);
    for (const message of [
      'पूरा नाम भरना ज़रूरी है',
      'फ़ोन नंबर भरना ज़रूरी है',
      'पिन कोड भरना ज़रूरी है',
      'आपका समय भरना ज़रूरी है',
      'ई-मेल भरना ज़रूरी है',
      'कृपया ऊपर की सूचना पढ़िए और सहमति का बॉक्स चुनिए',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(englishIn(container, LATIN)).toEqual([]);

    fillRequiredInHindi();
    chooseResume(new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(screen.getByText('कृपया अपना सीवी PDF, DOC या DOCX फ़ाइल में जोड़िए।')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'आवेदन भेजिए' }));
    expect(screen.getByRole('alert').textContent).toBe('भेजने से पहले कृपया कोई और सीवी चुनिए या इसे हटाइए।');
    fireEvent.click(screen.getByRole('button', { name: 'फ़ाइल हटाइए' }));

    fireEvent.click(screen.getByRole('button', { name: 'आवेदन भेजिए' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('आपका आवेदन पहुँच गया है।');
    // A thank-you, not a warning.
    expect(within(dialog).getByRole('heading').textContent).toBe('आवेदन के लिए धन्यवाद');
    expect(within(dialog).getByRole('link', { name: 'स्वयंसेवक के रूप में रजिस्टर कीजिए' })).toBeTruthy();
    expect(englishIn(dialog)).toEqual([]);
    // The applicant's e-mails will be in Hindi too.
    expect(sent[0]!.body.get('lang')).toBe('hi');
  });

  it('says an e-mail already registered in Hindi, leading to sign in', async () => {
    answerWith(409, { message: SERVER_MESSAGES.applicationEmailRegistered, code: 'applicationEmailRegistered' });
    renderApply('hi');
    fillRequiredInHindi();
    fireEvent.click(screen.getByRole('button', { name: 'आवेदन भेजिए' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('यह ई-मेल पता गोल्डन हार्ट्स में पहले से रजिस्टर है।');
    expect(within(dialog).getByRole('link', { name: 'साइन इन कीजिए' })).toBeTruthy();
  });
});
