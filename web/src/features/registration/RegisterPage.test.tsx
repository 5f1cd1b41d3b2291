/** /register, the choice of path, in Marathi. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { InLanguage, englishIn } from '../../testing/inLanguage';
import RegisterPage from './RegisterPage';

afterEach(cleanup);

describe('/register in Marathi', () => {
  it('offers both paths, their four points each, and sign in, with no English left', () => {
    const { container } = render(
      <InLanguage lang="mr">
        <MemoryRouter>
          <RegisterPage />
        </MemoryRouter>
      </InLanguage>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('गोल्डन हार्ट्समध्ये तुमचे स्वागत आहे');
    const senior = screen.getByRole('region', { name: 'ज्येष्ठ नागरिक' });
    expect(within(senior).getAllByRole('listitem')).toHaveLength(4);
    expect(within(senior).getByRole('link', { name: 'ज्येष्ठ नागरिक म्हणून नोंदणी करा' }).getAttribute('href')).toBe(PAGES.seniorRegistration);
    const volunteer = screen.getByRole('region', { name: 'स्वयंसेवक' });
    expect(within(volunteer).getByRole('link', { name: 'स्वयंसेवक होण्यासाठी अर्ज करा' }).getAttribute('href')).toBe(PAGES.apply);
    expect(screen.getByRole('link', { name: 'आधीच खाते आहे? इथे साइन इन करा' }).getAttribute('href')).toBe(PAGES.login);
    expect(englishIn(container)).toEqual([]);
  });
});
