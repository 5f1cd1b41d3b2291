import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { EmailText, TextWithEmails } from './EmailText';

const breaksIn = (element: HTMLElement) => element.innerHTML.split('<wbr>');

describe('e-mail addresses that wrap where a reader expects', () => {
  it('offers a break after the @ and before each dot, the text unchanged', () => {
    const { container } = render(
      <p>
        <EmailText email="ux-vol.42@mail.example.org" />
      </p>,
    );
    expect(container.textContent).toBe('ux-vol.42@mail.example.org');
    expect(breaksIn(container.querySelector('p')!)).toEqual(['ux-vol', '.42@', 'mail', '.example', '.org']);
  });

  it('finds the addresses in a sentence and leaves the rest, its full stop included', () => {
    const { container } = render(
      <p>
        <TextWithEmails text="Your Volunteer: asha.k@example.org — Requested. Ask a.b@c.in." />
      </p>,
    );
    expect(container.textContent).toBe('Your Volunteer: asha.k@example.org — Requested. Ask a.b@c.in.');
    expect(breaksIn(container.querySelector('p')!)).toEqual([
      'Your Volunteer: asha',
      '.k@',
      'example',
      '.org — Requested. Ask a',
      '.b@',
      'c',
      '.in.',
    ]);
  });

  it('leaves a sentence without an address as it is', () => {
    const { container } = render(
      <p>
        <TextWithEmails text="Visit on Monday @ 10. See you." />
      </p>,
    );
    expect(container.querySelector('p')!.innerHTML).toBe('Visit on Monday @ 10. See you.');
  });
});
