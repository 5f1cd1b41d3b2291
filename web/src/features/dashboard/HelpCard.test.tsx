/** The senior's "Need help with your visits?" card, in Marathi: the dialog, the optional words, the thank-you and a refusal. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { ApiError } from '../../lib/api';
import { renderIn, tIn } from '../../testing/inLanguage';
import { HelpCard } from './HelpCard';

const t = tIn('mr');
afterEach(cleanup);

describe('HelpCard', () => {
  it('sends her words from the dialog and then says the team will call', async () => {
    const api = vi.fn(async () => ({ message: SERVER_MESSAGES.helpSent }));
    renderIn('mr', <HelpCard api={api} />);
    fireEvent.click(screen.getByRole('button', { name: t('dashboard.helpButton') }));
    const dialog = await screen.findByRole('dialog', { name: t('dashboard.helpDialogTitle') });
    fireEvent.change(within(dialog).getByLabelText(t('dashboard.helpMessageLabel')), { target: { value: 'कृपया फोन करा' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t('dashboard.helpSend') }));
    expect(await screen.findByTestId('help-sent')).toHaveProperty('textContent', t('api.helpSent'));
    expect(api).toHaveBeenCalledWith('कृपया फोन करा');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps a refusal in the dialog, in her language', async () => {
    const api = vi.fn(async () => {
      throw new ApiError(429, SERVER_MESSAGES.tooManyRequests, { code: 'tooManyRequests', message: SERVER_MESSAGES.tooManyRequests });
    });
    renderIn('mr', <HelpCard api={api} />);
    fireEvent.click(screen.getByRole('button', { name: t('dashboard.helpButton') }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: t('dashboard.helpSend') }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', t('api.tooManyRequests'));
  });
});
