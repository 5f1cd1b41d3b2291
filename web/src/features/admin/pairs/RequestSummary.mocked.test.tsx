/**
 * A request's summary when the senior's document is refused (a coordinator's pair whose senior
 * lives in another city): her name and e-mail from the link, and in place of what they share,
 * in each language, why it is not shown, instead of 'Loading...' for ever.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { LANGS } from '@gh/common/i18n';
import { renderIn, tIn } from '../../../testing/inLanguage';
import { REQUESTED } from '../../../testing/linkedVolunteer';
import { RequestSummary } from './RequestSummary';

// seniors/{email} as firestore.rules answer a coordinator of another city.
vi.mock('../../../lib/live', () => ({
  useLiveDoc: () => ({ status: 'error', data: null, error: new Error('Missing or insufficient permissions.') }),
}));

afterEach(cleanup);

describe('a request whose senior may not be read', () => {
  it.each(LANGS)('names her from the link and says why the rest is not shown (%s)', (lang) => {
    renderIn(lang, <RequestSummary volunteer={REQUESTED} />);
    expect(screen.getByText(/Ramesh Iyer/)).toBeTruthy();
    expect(screen.getByText(tIn(lang)('adminVisits.seniorElsewhere'))).toBeTruthy();
    expect(screen.queryByText(tIn(lang)('admin.loading'))).toBeNull();
  });
});
