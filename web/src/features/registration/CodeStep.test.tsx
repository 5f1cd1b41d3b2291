/** The registration pages' code step in Hindi: its words around the address, and its buttons. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { InLanguage, englishIn } from '../../testing/inLanguage';
import { CodeStep } from './CodeStep';

afterEach(cleanup);

describe('the code step in Hindi', () => {
  it('says where the code went, bold, in the words around it, and verifies a whole code only', () => {
    const onVerify = vi.fn();
    const { container } = render(
      <InLanguage lang="hi">
        <CodeStep
          email="savitri@example.com"
          verifyLabel="रजिस्टर कीजिए"
          busy={null}
          onVerify={onVerify}
          onResend={vi.fn()}
          onBack={vi.fn()}
          notice={null}
        />
      </InLanguage>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('अपना कोड लिखिए');
    const sentTo = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent?.startsWith('हमने ') === true);
    expect(sentTo.textContent).toBe('हमने savitri@example.com पर एक बार का कोड भेजा है। यह 10 मिनट तक चलेगा।');
    expect(sentTo.querySelector('strong')?.textContent).toBe('savitri@example.com');
    expect(screen.getByRole('button', { name: 'नया कोड भेजिए' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अपनी जानकारी बदलिए' })).toBeTruthy();
    const code = screen.getByRole('textbox', { name: 'एक बार का कोड' });
    // Five digits never go (a try would be spent): the field says so and keeps the focus.
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'रजिस्टर कीजिए' }));
    expect(onVerify).not.toHaveBeenCalled();
    expect(screen.getByText('कोड में 6 अंक होते हैं, आपने सिर्फ़ 5 लिखे हैं। कृपया पूरे 6 अंक लिखिए।')).toBeTruthy();
    expect(document.activeElement).toBe(code);
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'रजिस्टर कीजिए' }));
    expect(onVerify).toHaveBeenCalledWith('123456');
    expect(englishIn(container, ['savitri@example.com'])).toEqual([]);
  });

  it('reads Sending... and Verifying... in Hindi while busy', () => {
    const props = { email: 'a@example.com', verifyLabel: 'x', onVerify: vi.fn(), onResend: vi.fn(), onBack: vi.fn(), notice: null };
    const { rerender } = render(
      <InLanguage lang="hi">
        <CodeStep {...props} busy="resending" />
      </InLanguage>,
    );
    expect(screen.getByRole('button', { name: 'भेजा जा रहा है...' })).toBeTruthy();
    rerender(
      <InLanguage lang="hi">
        <CodeStep {...props} busy="verifying" />
      </InLanguage>,
    );
    expect(screen.getByRole('button', { name: 'जाँच हो रही है...' })).toBeTruthy();
  });
});
