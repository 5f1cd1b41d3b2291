import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { dayIn } from '@gh/common/locale-format';
import type { MyData } from '@gh/common/my-data';
import { PAGES } from '@gh/common/routes';
import { answerWith } from '../../../testing/answerWith';
import { englishIn, renderIn, tIn } from '../../../testing/inLanguage';
import { clearUser, writeUser } from '../../../lib/session';
import MyDataPage from './MyDataPage';

// The ID token comes from Firebase Auth in the app; here what the page makes of the answer is tested.
vi.mock('../../../lib/idToken', () => ({ currentIdToken: async () => 'id-token' }));

const DAY = 86_400_000;
const AT = Date.UTC(2026, 10, 20, 6, 0);
const SENIOR = 'kamala@example.com';
const VOLUNTEER = 'ravi@example.com';

const hers: MyData = {
  madeAt: AT,
  email: SENIOR,
  role: 'senior',
  listMax: 500,
  profile: {
    name: 'Kamala Joshi',
    email: SENIOR,
    phone: '9822011111',
    dob: '1950-03-14',
    address: '12 Tilak Road',
    city: 'Pune',
    state: 'Maharashtra',
    zipcode: '411030',
    languages: ['Marathi'],
    interests: ['Music'],
    services: ['Companionship'],
    specialneeds: '',
    emergencycontact: { emergencyContactName: 'Asha', emergencyContactPhone: '9822012345', emergencyContactRelation: 'Mulgi' },
    createdAt: AT - 30 * DAY,
    trialEndsAt: AT,
    lang: 'mr',
    consents: { v1: { version: 1, lang: 'mr', at: AT - 30 * DAY, agreed: ['account'], via: 'registration' } },
    consentChanges: [{ use: 'notices', given: false, at: AT - DAY, lang: 'mr' }],
    volunteer: { email: VOLUNTEER, name: 'Ravi Patil', status: 'Assigned', reqTime: AT - 10 * DAY },
  },
  matches: null,
  application: null,
  visits: [
    {
      id: 'v1',
      volunteer: VOLUNTEER,
      senior: SENIOR,
      task: 'Gani ani gappa',
      date: '2026-11-10',
      startTime: '10:00',
      endTime: '11:00',
      startAt: AT - 10 * DAY,
      status: 'Done',
    },
    {
      id: 'v2',
      volunteer: VOLUNTEER,
      senior: SENIOR,
      task: 'Phirayla jau',
      date: '2026-11-24',
      startTime: '16:00',
      endTime: '17:00',
      startAt: AT + 4 * DAY,
      status: 'Scheduled',
    },
  ],
  visitFeedback: [{ id: 'v1', mood: 'good', text: 'Chhan vatla', at: AT - 9 * DAY }],
  helpRequests: [{ id: 'help:1', text: '', at: AT - 5 * DAY, status: 'handled', handledAt: AT - 4 * DAY }],
  grievances: [
    {
      id: 'g1',
      category: 'visits',
      status: 'answered',
      filedAt: AT - 3 * DAY,
      dueBy: AT + 87 * DAY,
      answeredAt: AT - DAY,
      answer: 'Uttar',
      text: 'Takrar',
    },
  ],
  staffActions: [{ at: AT - 10 * DAY, action: 'assign', by: 'admin', details: {} }],
  circle: [
    {
      member: 'asha@example.com',
      parts: ['visits', 'help'],
      status: 'joined',
      invitedAt: AT - 20 * DAY,
      joinedAt: AT - 19 * DAY,
      nominatedAt: AT - 2 * DAY,
    },
    { member: '+919822099999', phoneKey: '+919822099999', parts: ['visits'], status: 'invited', invitedAt: AT - DAY, joinedAt: null },
  ],
  nominee: { member: 'asha@example.com', nominatedAt: AT - 2 * DAY },
  inCircles: [],
};

const his: MyData = {
  ...hers,
  email: VOLUNTEER,
  role: 'volunteer',
  profile: { name: 'Ravi Patil', email: VOLUNTEER, skills: ['Music'], cv: { path: 'cvs/x', name: 'cv.pdf' }, emergencycontact: {} },
  application: { status: 'Accepted', submittedAt: AT - 40 * DAY, motivation: 'I like people', availability: ['Evening (4PM-8PM)'] },
  visits: [],
  visitFeedback: [],
  helpRequests: [],
  grievances: [],
  staffActions: [{ at: AT - 35 * DAY, action: 'approve', by: 'coordinator@goldenhearts.in', details: {} }],
  circle: [],
  nominee: null,
  inCircles: [{ senior: 'mother@example.com', parts: ['visits'], status: 'joined', invitedAt: AT - 3 * DAY, joinedAt: AT - 2 * DAY }],
};

function open(lang: 'en' | 'mr', email: string, interests: boolean) {
  writeUser(interests ? { email, interests: [] } : { email, skills: [] });
  return renderIn(
    lang,
    <MemoryRouter initialEntries={[PAGES.myData]}>
      <MyDataPage />
    </MemoryRouter>,
  );
}

const part = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('/profile/data', () => {
  it('reads out a senior’s data in Marathi, part by part, with no English but what she and others typed', async () => {
    const fetchMock = answerWith([200, hers]);
    const { container } = open('mr', SENIOR, true);
    const t = tIn('mr');
    screen.getByRole('status');
    await screen.findByRole('region', { name: t('myData.detailsTitle') });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/people/${encodeURIComponent(SENIOR)}/data`);

    const details = part(t('myData.detailsTitle'));
    expect(within(details).getByText('Kamala Joshi')).toBeTruthy();
    expect(within(details).getByText(dayIn('1950-03-14', 'mr'))).toBeTruthy();
    expect(within(details).getByText('संगीत')).toBeTruthy();
    expect(within(details).queryByText(t('myData.field', { field: 'specialneeds' }))).toBeNull();

    expect(within(part(t('myData.consentTitle'))).getAllByTestId('my-consent')).toHaveLength(2);
    expect(
      within(part(t('myData.linkTitle', { role: 'senior' }))).getByText(t('myData.link', { name: 'Ravi Patil', status: 'Assigned' })),
    ).toBeTruthy();
    // Newest first, each with the volunteer named as her link names him.
    const visits = within(part(t('myData.visitsTitle'))).getAllByTestId('my-visit');
    expect(visits.map((visit) => visit.textContent)).toEqual([
      expect.stringContaining('Phirayla jau'),
      expect.stringContaining('Gani ani gappa'),
    ]);
    expect(visits[0]?.textContent).toContain(t('myData.visitWith', { who: 'Ravi Patil' }));
    expect(within(part(t('myData.helpTitle'))).getByText(t('myData.helpNoWords'))).toBeTruthy();
    expect(within(part(t('myData.grievancesTitle'))).getByText('Uttar')).toBeTruthy();
    expect(within(part(t('myData.staffTitle'))).getByText(t('myData.staffBy', { who: t('myData.ourAdmin') }))).toBeTruthy();
    const circle = part(t('myData.circleTitle'));
    expect(within(circle).getAllByTestId('my-circle')).toHaveLength(2);
    expect(within(circle).getByTestId('my-nominee').textContent).toContain('asha@example.com');
    expect(within(part(t('myData.inCirclesTitle'))).getByText(t('myData.none'))).toBeTruthy();

    const typed = [
      'Kamala Joshi',
      SENIOR,
      VOLUNTEER,
      '12 Tilak Road',
      'Pune',
      'Mulgi',
      'Asha',
      'Ravi Patil',
      'Gani ani gappa',
      'Phirayla jau',
      'Chhan vatla',
      'Uttar',
      'Takrar',
      'asha@example.com',
    ];
    expect(englishIn(container, typed)).toEqual([]);
  });

  it('shows a volunteer his application and who on staff decided it, and no senior’s parts', async () => {
    answerWith([200, his]);
    open('en', VOLUNTEER, false);
    await screen.findByRole('region', { name: 'Your application' });
    expect(within(part('Your application')).getByText(/It was accepted\./)).toBeTruthy();
    expect(within(part('Your application')).getByText('I like people')).toBeTruthy();
    expect(within(part('Your details')).getByText('Kept with us')).toBeTruthy();
    expect(within(part('What our staff did about you')).getByText('By coordinator@goldenhearts.in')).toBeTruthy();
    expect(within(part('Your visits')).getByText('Nothing yet.')).toBeTruthy();
    expect(within(part('Family circles you are in')).getByText('The circle of mother@example.com')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your family circle' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your calls for help' })).toBeNull();
  });

  it('says when the data could not be gathered, and gathers it again on Try again', async () => {
    answerWith([503, { message: 'Service unavailable' }], [200, his]);
    open('en', VOLUNTEER, false);
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('region', { name: 'Your details' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
