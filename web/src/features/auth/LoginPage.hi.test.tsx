/** /login in Hindi: every word, the code step, and the server's answers, in Hindi. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SERVER_MESSAGES, codeWrongMessage } from '@gh/common/messages';
import { answerWith } from '../../testing/answerWith';
import { InLanguage, englishIn } from '../../testing/inLanguage';
import LoginPage from './LoginPage';

const EMAIL = 'savitri@example.com';

function renderInHindi() {
  return render(
    <InLanguage lang="hi">
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>
    </InLanguage>,
  );
}

/** Fills the e-mail, chooses who the person is, and asks for a code. */
function requestCodeAs(role: 'वरिष्ठ नागरिक' | 'स्वयंसेवक') {
  fireEvent.change(screen.getByRole('textbox', { name: /ई-मेल/ }), { target: { value: EMAIL } });
  fireEvent.click(screen.getByRole('radio', { name: role }));
  fireEvent.click(screen.getByRole('button', { name: 'कोड माँगिए' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('/login in Hindi', () => {
  it('asks for the e-mail and who the person is, with no English left', () => {
    const { container } = renderInHindi();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('साइन इन');
    expect(screen.getByRole('form', { name: 'साइन इन' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'वरिष्ठ नागरिक' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'स्वयंसेवक' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'रजिस्टर कीजिए' })).toBeTruthy();
    expect(englishIn(container)).toEqual([]);
  });

  it('says the code was sent, then a wrong code and the tries left, in Hindi', async () => {
    answerWith(
      [200, { message: SERVER_MESSAGES.codeSent }],
      [400, { message: codeWrongMessage(4), code: 'codeWrong' }],
    );
    const { container } = renderInHindi();
    requestCodeAs('वरिष्ठ नागरिक');
    expect((await screen.findByRole('alert')).textContent).toBe('आपके ई-मेल पर एक बार का कोड भेज दिया गया है');
    const code = screen.getByRole('textbox', { name: 'एक बार का कोड' });
    expect(screen.getByText('आपके ई-मेल में आया 6 अंकों का कोड')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'कोड जाँचिए' }));
    expect((await screen.findByText(/^यह कोड सही नहीं है।/)).textContent).toBe(
      'यह कोड सही नहीं है। आप 4 बार और कोशिश कर सकते हैं। कृपया ई-मेल देखकर फिर से लिखिए।',
    );
    expect(screen.getByRole('button', { name: 'नया कोड भेजिए' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'दूसरा ई-मेल लिखिए' })).toBeTruthy();
    expect(englishIn(container, [EMAIL])).toEqual([]);
  });

  it('offers the role the e-mail is registered as, in Hindi', async () => {
    answerWith([404, { message: SERVER_MESSAGES.registeredAsSenior, code: 'registeredAsSenior' }]);
    renderInHindi();
    requestCodeAs('स्वयंसेवक');
    expect((await screen.findByRole('alert')).textContent).toContain('आप वरिष्ठ नागरिक के रूप में रजिस्टर हैं');
    expect(screen.getByRole('button', { name: 'वरिष्ठ नागरिक के रूप में साइन इन कीजिए' })).toBeTruthy();
  });

  it('sends an unknown senior to register, the dialog in Hindi', async () => {
    answerWith([404, { message: SERVER_MESSAGES.seniorNotFound, code: 'seniorNotFound' }]);
    renderInHindi();
    requestCodeAs('वरिष्ठ नागरिक');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('कृपया ध्यान दीजिए');
    expect(dialog.textContent).toContain('आप वरिष्ठ नागरिक के रूप में रजिस्टर नहीं हैं।');
    expect(englishIn(dialog)).toEqual([]);
  });

  it('signs in with a mobile number from its own tab: the number checked, a refusal said in Hindi with the support phone', async () => {
    answerWith([404, { message: SERVER_MESSAGES.phoneNotRegistered, code: 'phoneNotRegistered' }]);
    const { container } = renderInHindi();
    expect(screen.getByRole('tab', { name: 'ई-मेल से', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'मोबाइल नंबर से' }));
    const phone = screen.getByRole('textbox', { name: /मोबाइल नंबर/ });
    const send = screen.getByRole('button', { name: 'एसएमएस से कोड भेजिए' });
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.blur(phone);
    expect(screen.getByText('कृपया भारत का मोबाइल नंबर लिखिए: 10 अंक')).toBeTruthy();
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(phone, { target: { value: '098220 12345' } });
    fireEvent.click(send);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^इस मोबाइल नंबर से कोई रजिस्टर नहीं है।.*\d/);
    expect(englishIn(container, ['098220 12345'])).toEqual([]);
  });
});
