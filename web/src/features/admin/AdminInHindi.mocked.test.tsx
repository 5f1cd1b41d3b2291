/**
 * The admin's panels and dialogs in Hindi and Marathi, in jsdom: every word around
 * the people's own data (names, e-mails, cities, tasks) in the page's language, dates and
 * 12-hour times as Intl writes them, the server's answers and the inputs' messages translated.
 * The admin calls are answered by hand, as in VisitPanels.mocked.test.tsx.
 */
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AuditEntry } from '@gh/common/documents';
import type { Lang } from '@gh/common/i18n';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { scheduledVisit } from '@gh/common/visits';
import { ApiError } from '../../lib/api';
import { adminCalls as calls, resetAdminCalls } from '../../testing/adminCalls';
import { englishIn, renderIn } from '../../testing/inLanguage';
import type { LiveItem } from '../../lib/live';
import { ActivityList } from './panels/ActivityPanel';
import { AdminNotice } from './shared/AdminNotice';
import { ApplicationsList } from './applications/ApplicationsPanel';
import { ConcernsList, type Concern } from './panels/ConcernsPanel';
import { RequestedList } from './pairs/RequestedPanel';
import { UpcomingVisitsList } from './visits/UpcomingVisitsPanel';
import type { UpcomingVisit } from './visits/visitDialogs';
import type { ApplicationRow, LinkedVolunteer } from './adminData';
import type { Page } from './panels/usePagedQuery';

vi.mock('../../lib/adminAuth', async () => ({ adminRequest: (await import('../../testing/adminCalls')).adminRequest }));

beforeEach(resetAdminCalls);
afterEach(cleanup);

const renderInAdmin = (lang: Lang, ui: ReactNode) => renderIn(lang, <MemoryRouter>{ui}</MemoryRouter>);

const page = <T,>(items: T[], more: Partial<Page<T>> = {}): Page<T> => ({
  items,
  hasMore: false,
  loadingMore: false,
  showMore: () => {},
  error: null,
  ...more,
});

const hindiDate = (date: string) =>
  new Intl.DateTimeFormat('hi-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    Date.parse(`${date}T12:00:00Z`),
  );

describe('the application panels in Hindi', () => {
  const row: ApplicationRow = {
    email: 'neha@x.co',
    name: 'नेहा गुप्ता',
    skills: [],
    languages: ['Hindi', 'Marathi'],
    availability: '',
    status: 'Submitted',
    submittedAt: 1,
  };

  it('names every button for the applicant and says what the application carries, with Show more', async () => {
    const decide = vi.fn(async () => true);
    const { container } = renderInAdmin(
      'hi',
      <ApplicationsList
        title="फ़ैसले का इंतज़ार"
        empty="कोई नहीं"
        page={page([row], { hasMore: true })}
        decisions={{ decide, isBusy: () => false }}
      />,
    );
    // An application carries no skills: its languages and free time instead, each or 'not given'.
    expect(screen.getByText('भाषाएँ: हिन्दी, मराठी')).toBeTruthy();
    expect(screen.getByText('उपलब्धता: नहीं बताया')).toBeTruthy();
    expect(screen.queryByText(/हुनर/)).toBeNull();
    expect(screen.getByRole('link', { name: 'नेहा गुप्ता की प्रोफ़ाइल देखिए' }).textContent).toBe('प्रोफ़ाइल देखिए');
    expect(screen.getByRole('button', { name: 'और देखिए: फ़ैसले का इंतज़ार' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'नेहा गुप्ता को नामंज़ूर कीजिए' }));
    const dialog = await screen.findByRole('dialog', { name: 'नेहा गुप्ता को नामंज़ूर करें?' });
    within(dialog).getByText('एक अनुच्छेद। 500 में से 0 अक्षर।');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'वजह (ज़रूरी नहीं)' }), { target: { value: 'Bad\u0007' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'आवेदन नामंज़ूर कीजिए' }));
    // The schema's English, said in Hindi.
    within(dialog).getByText('वजह एक ही पंक्ति में लिखिए, बिना नई पंक्ति के');
    expect(decide).not.toHaveBeenCalled();
    expect(englishIn(container, [row.email])).toEqual([]);
    expect(englishIn(dialog, ['Bad'])).toEqual([]);
  });

  it('offers Undo in Hindi on the decision’s notice', () => {
    renderInAdmin(
      'hi',
      <AdminNotice
        notice={{ severity: 'success', message: 'स्वयंसेवक मंज़ूर!', undo: { until: Date.now() + 60_000, run: () => {} } }}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'वापस लीजिए' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'बंद कीजिए' })).toBeTruthy();
  });
});

const visit: UpcomingVisit = {
  id: 'AbCdEfGhIjKlMnOpQrSt',
  ...scheduledVisit(
    {
      volunteer: 'aditi@x.co',
      senior: 'kamala@x.co',
      districtKey: 'maharashtra/pune',
      task: 'चाय और अख़बार',
      city: 'Pune',
      date: '2030-05-14',
      startTime: '16:00',
      endTime: '17:30',
    },
    { uid: 'u', sequence: 0 },
    1,
  ),
};
const PAIR = 'aditi@x.co की kamala@x.co से मुलाकात';
const WHEN = `${hindiDate('2030-05-14')}, शाम 4:00 से शाम 5:30 तक`;

describe('the visit panels in Hindi', () => {
  it('says each upcoming visit, its buttons and the Cancel dialog in Hindi', async () => {
    const { container } = renderInAdmin('hi', <UpcomingVisitsList page={page([visit])} notify={() => {}} />);
    const row = within(screen.getByRole('list', { name: 'आने वाली मुलाकातें' })).getByRole('listitem');
    expect(within(row).getByRole('heading', { level: 3 }).textContent).toBe(PAIR);
    within(row).getByText(`${WHEN}, Pune`);
    within(row).getByText('काम: चाय और अख़बार');
    fireEvent.click(within(row).getByRole('button', { name: `मुलाकात रद्द कीजिए: ${PAIR}, ${WHEN}` }));
    const dialog = await screen.findByRole('dialog', { name: 'यह मुलाकात रद्द करें?' });
    expect(dialog.textContent).toContain(`${PAIR}, ${WHEN}। दोनों को ई-मेल से बताया जाता है कि यह रद्द हो गई, आपकी बताई वजह के साथ।`);
    expect(englishIn(container, ['aditi@x.co', 'kamala@x.co', 'Pune'])).toEqual([]);
    expect(englishIn(dialog, ['aditi@x.co', 'kamala@x.co'])).toEqual([]);
  });

  it('keeps a refusal in the Reschedule dialog in Hindi, by its code', async () => {
    calls.refusal = new ApiError(409, SERVER_MESSAGES.visitAlreadyAssigned, { code: 'visitAlreadyAssigned' });
    renderInAdmin('hi', <UpcomingVisitsList page={page([visit])} notify={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /^समय बदलिए/ }));
    const dialog = await screen.findByRole('dialog', { name: 'मुलाकात का समय बदलिए' });
    fireEvent.change(within(dialog).getByLabelText(/^ख़त्म होने का समय/), { target: { value: '16:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'नया समय सहेजिए' }));
    within(dialog).getByText('ख़त्म होने का समय शुरू होने के समय से अलग होना चाहिए');
    fireEvent.change(within(dialog).getByLabelText(/^ख़त्म होने का समय/), { target: { value: '18:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'नया समय सहेजिए' }));
    expect(
      (await within(dialog).findByText('इस स्वयंसेवक और वरिष्ठ नागरिक की मुलाकात पहले ही तय हो चुकी है।')).closest('[role="alert"]'),
    ).toBeTruthy();
  });

  const requested: LinkedVolunteer = {
    name: 'रोहन मेहता',
    email: 'rohan@x.co',
    city: 'Pune',
    skillList: ['Games'],
    availability: [],
    hasPhoto: true,
    idChecked: true,
    senior: { email: 'ramesh@x.co', name: 'रमेश अय्यर', status: 'Requested', reqTime: 1, answer: 'yes' },
  };

  it('assigns a visit from a request in Hindi: labels, what to fix, and the server’s answer', async () => {
    calls.answer = { message: SERVER_MESSAGES.visitsAssigned };
    const notify = vi.fn();
    const { container } = renderInAdmin('hi', <RequestedList page={page([requested])} notify={notify} />);
    within(container).getByText('वरिष्ठ नागरिक का जवाब: हाँ, मिलकर ख़ुशी होगी');
    expect(screen.getByRole('button', { name: 'रोहन मेहता और रमेश अय्यर की जोड़ी ख़त्म कीजिए' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'रोहन मेहता के लिए मुलाकात तय कीजिए' }));
    const form = screen.getByRole('form', { name: 'रोहन मेहता (rohan@x.co) को काम सौंपिए' });
    const fill = (label: RegExp, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fireEvent.click(within(form).getByRole('button', { name: 'रोहन मेहता को काम सौंपिए' }));
    within(form).getByText('काम भरना ज़रूरी है');
    fill(/^काम/, 'बगीचे में शतरंज');
    fill(/^तारीख/, '2099-01-05');
    fill(/^शुरू होने का समय/, '16:00');
    fill(/^ख़त्म होने का समय/, '17:30');
    fill(/^हर हफ़्ते, कितने हफ़्तों तक/, '13');
    fireEvent.click(within(form).getByRole('button', { name: 'रोहन मेहता को काम सौंपिए' }));
    within(form).getByText('हफ़्तों की गिनती ज़्यादा से ज़्यादा 12 हो सकती है');
    fill(/^हर हफ़्ते, कितने हफ़्तों तक/, '4');
    fireEvent.click(within(form).getByRole('button', { name: 'रोहन मेहता को काम सौंपिए' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        severity: 'success',
        message: 'मुलाकातें तय हो गईं। हमने हर हफ़्ते की मुलाकातें स्वयंसेवक और वरिष्ठ नागरिक को ई-मेल कर दी हैं।',
      }),
    );
    // The people's data, and the skills' stored values, which the choices' labels word elsewhere.
    expect(englishIn(container, ['rohan@x.co', 'ramesh@x.co', 'Pune', 'Games'])).toEqual([]);
  });

  it('says what each concern is in Marathi, when, and about whom', () => {
    const at = Date.UTC(2030, 4, 14, 12, 0);
    const concern = (id: string, fields: Partial<Concern>): Concern => ({
      id,
      kind: 'feedback',
      volunteer: 'aditi@x.co',
      senior: 'kamala@x.co',
      visitId: null,
      text: '',
      at,
      ...fields,
    });
    const { container } = renderInAdmin(
      'mr',
      <ConcernsList page={page([concern('a', { text: 'उशीर झाला.' }), concern('b', { kind: 'lapsed' })])} />,
    );
    const items = within(screen.getByRole('list', { name: 'काळजीच्या गोष्टी' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    const when = '14 मे, 2030, संध्याकाळी 5:30, aditi@x.co आणि kamala@x.co';
    expect(items).toEqual([
      `kamala@x.co यांनी सांगितले की aditi@x.co यांची भेट चांगली झाली नाही.त्यांच्याच शब्दांत: "उशीर झाला."${when}`,
      `aditi@x.co आणि kamala@x.co यांची 14 दिवसांत एकही भेट झाली नाही, आणि कोणतीही ठरलेली नाही.${when}`,
    ]);
    expect(englishIn(container, ['aditi@x.co', 'kamala@x.co'])).toEqual([]);
  });
});

describe('Activity in Hindi', () => {
  it('says what the admin did, when, with a moved visit’s details', () => {
    const entry = {
      id: 'm',
      at: Date.UTC(2026, 10, 23, 4, 7),
      action: 'reschedule',
      email: 'm@x.co',
      type: 'volunteer',
      session: 'key',
      details: {
        senior: 'kamala@x.co',
        task: 'चाय',
        date: '2026-11-25',
        startTime: '16:00',
        endTime: '17:00',
        was: '2026-11-24 10:00-11:30',
      },
    } as LiveItem<AuditEntry>;
    const { container } = renderInAdmin('hi', <ActivityList page={page([entry])} />);
    const item = within(screen.getByRole('list', { name: 'गतिविधि' })).getByRole('listitem');
    expect(item.textContent).toBe(
      'm@x.co की मुलाकात का समय बदला।' +
        '23 नवंबर 2026, सुबह 9:37, एडमिन ने' +
        `kamala@x.co के साथ, ${hindiDate('2026-11-25')}, शाम 4:00 से शाम 5:00 तक। चाय पहले यह ${hindiDate('2026-11-24')}, सुबह 10:00 से सुबह 11:30 तक थी।`,
    );
    expect(englishIn(container, ['m@x.co', 'kamala@x.co'])).toEqual([]);
  });
});
