/**
 * The registration forms in Hindi and Marathi: every word around the fields, the
 * fields' messages and what a call answers are in the page's language, as main.tsx and the
 * prerender render them (the page's areas loaded, under the I18nProvider).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, getDefaultNormalizer, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Lang } from '@gh/common/i18n';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { I18nProvider } from '../../i18n/I18n';
import { loadMessages } from '../../i18n/catalogs';
import { answerWith } from '../../testing/answerWith';
import { saveCodeStep } from '../../lib/codeStep';
import SeniorRegistrationPage, { loadMessages as loadPageMessages } from './SeniorRegistrationPage';
import VolunteerRegistrationPage from './VolunteerRegistrationPage';

async function renderIn(lang: Lang, path: string) {
  await loadPageMessages(lang);
  const messages = await loadMessages(lang);
  render(
    <I18nProvider lang={lang} messages={messages}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/senior-registration" element={<SeniorRegistrationPage />} />
          <Route path="/volunteer-registration" element={<VolunteerRegistrationPage />} />
          <Route path="/login" element={<h1>साइन इन</h1>} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

/** The Latin words left on the page: its text, labels and placeholders. */
function englishOnPage(): string[] {
  const body = document.body;
  const attributes = Array.from(
    body.querySelectorAll('[aria-label], [placeholder]'),
    (node) => `${node.getAttribute('aria-label') ?? ''} ${node.getAttribute('placeholder') ?? ''}`,
  );
  const text = [body.textContent ?? '', ...attributes].join('\n');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const SLOW = { timeout: 90_000 };

describe('the registration forms in Hindi and Marathi', SLOW, () => {
  it('a senior reads the form in Hindi, and what to fix too, with the focus on the first field', async () => {
    const fetchMock = answerWith();
    await renderIn('hi', '/senior-registration');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('वरिष्ठ नागरिक का रजिस्ट्रेशन');
    for (const name of ['आपकी जानकारी', 'पता', 'आपातकाल में संपर्क', 'पसंद और सेवाएँ']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    const form = screen.getByRole('form', { name: 'वरिष्ठ नागरिक का रजिस्ट्रेशन फ़ॉर्म' });
    // The example number keeps to one line (no-break spaces).
    const hint = 'भारत का नंबर: चाहें तो पहले +91 या 0, फिर 10 अंक, जैसे +91\u00a098765\u00a043210';
    expect(within(form).getByText(hint, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toBeTruthy();
    expect(within(form).getByRole('option', { name: 'मार्च' })).toBeTruthy();
    expect(englishOnPage()).toEqual([]);

    fill(/^पहला नाम/, 'सावित्री');
    fill(/^फ़ोन/, '12345');
    fill(/^पिन कोड/, '4110');
    fireEvent.click(screen.getByRole('button', { name: 'मुफ़्त आज़माइश शुरू कीजिए' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('उपनाम भरना ज़रूरी है')).toBeTruthy();
    expect(screen.getByText('फ़ोन भारत का नंबर होना चाहिए: 10 अंक, चाहें तो पहले +91 या 0')).toBeTruthy();
    expect(screen.getByText('जन्म तारीख भरना ज़रूरी है')).toBeTruthy();
    expect(screen.getByText('पिन कोड 6 अंकों का होना चाहिए, जैसे 411001')).toBeTruthy();
    expect(screen.getByText('आपातकाल में संपर्क से रिश्ता भरना ज़रूरी है')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^उपनाम/));
    expect(englishOnPage()).toEqual([]);
  });

  it('a volunteer not yet accepted reads in Marathi that registration opens once accepted, then the form and its messages', async () => {
    await renderIn('mr', '/volunteer-registration');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('स्वयंसेवक नोंदणी');
    expect(screen.getByRole('heading', { level: 2, name: 'अर्ज स्वीकारल्यावर नोंदणी सुरू होईल' })).toBeTruthy();
    expect(screen.getByText(/तोपर्यंत काहीही भरायची गरज नाही\.$/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'अर्जाच्या फॉर्मवर जा' })).toBeTruthy();
    expect(englishOnPage()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'माझा अर्ज स्वीकारला गेला आहे' }));
    expect(screen.getByRole('group', { name: 'कौशल्यं' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'तुम्ही कधी वेळ देऊ शकता' })).toBeTruthy();
    fill(/^दिवस/, '31');
    fill(/^महिना/, '02');
    fill(/^वर्ष/, '1950');
    fireEvent.click(screen.getByRole('button', { name: 'माझं खातं तयार करा' }));
    expect(screen.getByText('अशी तारीख अस्तित्वात नाही: कृपया दिवस आणि महिना तपासा')).toBeTruthy();
    expect(screen.getByText('राज्य भरणं आवश्यक आहे')).toBeTruthy();
    expect(screen.getByText('पहिलं नाव भरणं आवश्यक आहे')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^पहिलं नाव/));
    expect(englishOnPage()).toEqual([]);
  });

  it("says the server's answers in Hindi: an e-mail already registered leads to sign-in", async () => {
    answerWith([409, { message: SERVER_MESSAGES.emailExists, code: 'emailExists' }]);
    await renderIn('hi', '/senior-registration');
    fill(/^पहला नाम/, 'सावित्री');
    fill(/^उपनाम/, 'जोशी');
    fill(/^ई-मेल/, 'savitri@example.com');
    fill(/^फ़ोन/, '98765 43210');
    fill(/^दिन/, '2');
    fill(/^महीना/, '03');
    fill(/^साल/, '1944');
    fill(/^घर का पता/, '12 एम जी रोड');
    fill(/^शहर/, 'पुणे');
    fill(/^राज्य/, 'Maharashtra');
    fill(/^पिन कोड/, '411001');
    fill(/^संपर्क का नाम/, 'अनिल जोशी');
    fill(/^संपर्क का फ़ोन/, '91234 56789');
    fill(/^आपसे रिश्ता/, 'बेटा');
    fireEvent.click(screen.getByRole('checkbox', { name: 'मैंने यह पढ़ लिया है और मैं सहमत हूँ' }));
    fireEvent.click(screen.getByRole('button', { name: 'मुफ़्त आज़माइश शुरू कीजिए' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('कृपया ध्यान दीजिए');
    expect(dialog.textContent).toContain('यह ई-मेल पहले से रजिस्टर है, आप साइन इन कर सकते हैं');
    expect(within(dialog).getByRole('button', { name: 'वापस जाइए' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('link', { name: 'साइन इन पर जाइए' }));
    expect(await screen.findByRole('heading', { name: 'साइन इन' })).toBeTruthy();
  });

  it('a code typed after registering in another browser says in Hindi she is registered, with Sign In', async () => {
    // Her first tab waits at the code step.
    saveCodeStep('gh:registration-step:senior', { email: 'savitri@example.com' });
    answerWith([409, { message: SERVER_MESSAGES.emailExists, code: 'emailExists' }]);
    await renderIn('hi', '/senior-registration');
    fireEvent.change(await screen.findByRole('textbox', { name: /कोड/ }), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'कोड जाँचिए' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'आप पहले से रजिस्टर हैं' })).toBeTruthy();
    expect(screen.getByText(/से आपका रजिस्ट्रेशन पूरा हो चुका है। कृपया इसी ई-मेल से साइन इन कीजिए।$/)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(englishOnPage()).toEqual(['savitri', 'example', 'com']);
    fireEvent.click(screen.getByRole('link', { name: 'साइन इन कीजिए' }));
    expect(await screen.findByRole('heading', { name: 'साइन इन' })).toBeTruthy();
  });

  it("says an acceptance e-mail's expired link in Marathi, leaving the form to fill", async () => {
    answerWith([403, { message: SERVER_MESSAGES.inviteExpired, code: 'inviteExpired' }]);
    await renderIn('mr', '/volunteer-registration#invite=x.1.y');
    expect((await screen.findByRole('alert')).textContent).toBe('या नोंदणी लिंकची मुदत संपली आहे. कृपया फॉर्म स्वतः भरा, तुमच्या अर्जातल्याच ई-मेलने.');
    expect(field(/^ई-मेल/).value).toBe('');
  });
});
