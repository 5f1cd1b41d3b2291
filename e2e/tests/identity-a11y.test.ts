/**
 * An axe-core scan of the identity pages in the states a person meets: registration forms
 * with every message showing, the code steps, and the dialog that leads elsewhere; at desktop
 * and phone width. No violations of any rule axe runs by default.
 */
import { scanAtEachWidth, type PageState } from '../src/axe.ts';
import { webUrl } from '@gh/testkit/stack';
import { chromiumForFile } from '../src/visitor.ts';
import { fillSeniorRegistration, newEmail, registeredSenior, requestLoginCode } from '../src/identity.ts';

const chromium = chromiumForFile();

const STATES: PageState[] = [
  [
    'senior registration with every message',
    async (page) => {
      await page.goto(`${webUrl}/senior-registration`);
      await page.getByRole('button', { name: 'Start Free Trial' }).click();
      await page.getByText('First name is required').waitFor();
    },
  ],
  [
    'volunteer registration with every message',
    async (page) => {
      await page.goto(`${webUrl}/volunteer-registration`);
      await page.getByRole('button', { name: 'My application is accepted' }).click();
      await page.getByRole('button', { name: 'Create my account' }).click();
      await page.getByText('First name is required').waitFor();
    },
  ],
  [
    'the registration code step',
    async (page) => {
      await fillSeniorRegistration(page, newEmail('a11y'));
      await page.getByRole('textbox', { name: /one-time code/i }).waitFor();
    },
  ],
  [
    'the sign-in code step',
    async (page) => {
      await requestLoginCode(page, await registeredSenior(), 'Senior Citizen');
      await page.getByRole('textbox', { name: /one-time code/i }).waitFor();
    },
  ],
  [
    'the dialog that leads to Careers',
    async (page) => {
      await requestLoginCode(page, newEmail('a11y-nobody'), 'Volunteer');
      await page.getByRole('link', { name: 'Go to Careers' }).waitFor();
    },
  ],
];

scanAtEachWidth(STATES, chromium);
