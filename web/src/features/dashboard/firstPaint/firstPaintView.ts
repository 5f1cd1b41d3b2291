/**
 * The dashboard as plain HTML, from the phone's copy of the person's documents (lib/lastSeen.ts):
 * what the app's DashboardView shows of the same copy, card for card, in the same words
 * (the dashboard's messages) and by the same rules (dashboardModel.ts, visitsModel.ts), drawn
 * with firstPaintStyle.ts. It is painted before the app has loaded (app/firstPaint.ts) and
 * the app takes over once it has rendered the same page; until then its buttons stay inert and
 * its links (Call, the support line, Quick Actions) work as links. A card added to
 * DashboardView is added here too: firstPaintView.test.ts reads both for the same copy, and
 * e2e/tests/dashboard-first-paint.test.ts holds where each puts the cards.
 *
 * Pure: the words, the clock and what the browser keeps are parameters.
 */
import { DASHBOARD_LISTENERS as KEPT, VISITS_PAGE, type DashboardCopy } from '@gh/common/dashboard-copy';
import { firstName, type DetailsReview, type HelpRequest, type Link, type MatchItem, type SeniorDoc } from '@gh/common/documents';
import { listText } from '@gh/common/field-labels';
import { localizedPath, type Lang } from '@gh/common/i18n';
import { agoIn, clockIn, dayMonthIn, momentIn } from '@gh/common/locale-format';
import { PAGES, PROFILE_CIRCLE_SECTION } from '@gh/common/routes';
import { LINK_STATUS, VISIT_TIME_ZONE } from '@gh/common/constants';
import { dateInZone } from '@gh/common/time';
import { VISIT_MOODS, VISIT_STATUS, checkWindow } from '@gh/common/visits';
import type { Translate } from '@gh/common/translate';
import { choiceLabel } from '../../../i18n/choiceValues';
import type { MessageKey } from '../../../i18n/areas';
import type { Role } from '../../../lib/session';
import {
  elapsedText,
  linkOf,
  noMatchesText,
  notificationsOf,
  statsOf,
  telHref,
  visitOf,
  visitPersonOf,
  visitText,
  type Member,
  type Notification,
  type Visit,
  type VisitPerson,
} from '../dashboardModel';
import { arrivedAt, visitAwaitingFeedback, visitLists, visitOnItsDay, type VisitItem } from '../visitsModel';

type T = Translate<MessageKey>;

/** What the first paint is drawn from. */
export interface FirstPaintInput {
  role: Role;
  /** The name in the session cookie, until the person's document is known. */
  sessionName: string | null;
  lang: Lang;
  t: T;
  /** What the dashboard's listeners last answered here, by their names (DASHBOARD_LISTENERS). */
  kept: Partial<Record<keyof DashboardCopy, unknown>>;
  now: number;
  /** The person's document is as the server has confirmed it, not the phone's copy. */
  live: boolean;
  /** When the person's data was last live here (lib/lastLive.ts), or null. */
  lastLiveAt: number | null;
  online: boolean;
  /** Here for the first time (lib/firstVisitMark.ts): "Welcome", not "Welcome back". */
  firstVisit: boolean;
  /** The 24/7 support line (content/support.ts EMERGENCY_LINE). */
  supportPhone: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A card's content: loading (placeholders), an error, or ready. */
type CardState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

let cardIds = 0;

/** One titled card (DashboardCard.tsx): a region named by its heading. */
function card(t: T, title: string, state: CardState, body: () => string, options: { wide?: boolean; prominent?: boolean } = {}): string {
  const id = `fp-card-${++cardIds}`;
  const classes = ['fp-card', options.wide && 'fp-wide', options.prominent && 'fp-prominent'].filter(Boolean).join(' ');
  const content =
    state.status === 'loading'
      ? `<div role="status"><p class="fp-soft fp-mb1">${escape(t('chrome.loading'))}</p>${['70%', '90%', '50%'].map((width) => `<span class="fp-bone" style="width:${width}"></span>`).join('')}</div>`
      : state.status === 'error'
        ? `<p role="alert">${escape(state.message)}</p>`
        : body();
  return `<section class="${classes}" aria-labelledby="${id}" aria-busy="${state.status === 'loading'}"><h2 class="fp-title" id="${id}">${escape(title)}</h2>${content}</section>`;
}

const empty = (text: string) => `<p class="fp-soft">${escape(text)}</p>`;
/** A button as the app draws it; inert until the app takes over (a tap on it waits for the app's own). */
const button = (label: string, variant = '') => `<button type="button" class="fp-button${variant}" disabled>${escape(label)}</button>`;
/** An e-mail address that wraps after the @ and before a dot (components/EmailText.tsx). */
const emailHtml = (email: string) =>
  email
    .split(/(?=\.)|(?<=@)/)
    .map(escape)
    .join('<wbr>');
const ADDRESS = /([^\s@()<>,;:]+@[^\s@()<>,;:]+\.[^\s@()<>,;:]*[^\s@()<>,;:.])/;
const withEmails = (text: string) =>
  text
    .split(ADDRESS)
    .map((part, index) => (index % 2 ? emailHtml(part) : escape(part)))
    .join('');

function facts(t: T, visit: Visit, more = ''): string {
  const row = (label: string, value: string) => `<dt>${escape(label)}</dt><dd>${escape(value)}</dd>`;
  return (
    `<dl class="fp-facts">${row(t('dashboard.date'), visit.dateText)}${row(t('dashboard.time'), t('dashboard.timeSpan', { start: visit.startText, end: visit.endText }))}` +
    `${visit.city ? row(t('dashboard.city'), visit.city) : ''}${more}</dl>`
  );
}

const choices = (t: T, values: readonly string[] | undefined) => listText(values?.map((value) => choiceLabel(t, value)));

/** A person's photo (PersonPhoto.tsx): their initial, where the app shows the photo once its link has come. */
const photo = (t: T, first: string, small = '') =>
  `<div class="fp-photo${small}" role="img" aria-label="${escape(t('dashboard.photoOf', { first }))}"><span aria-hidden="true">${escape(first.trim().charAt(0).toUpperCase())}</span></div>`;

/** A volunteer's card (VolunteerCard.tsx); `asked`: on his request, whose heading names him already. */
function volunteerCard(t: T, link: Link, asked = false): string {
  const first = firstName(link.name) || link.name || link.email;
  const languages = choices(t, link.languages);
  const checkedMark = '<svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="9.5"/><path d="M7.5 12.5l3 3 6-6.5"/></svg>';
  return (
    `<div class="fp-volunteer">${photo(t, first)}` +
    `<div class="fp-shrink">${asked ? '' : `<p class="fp-soft">${escape(t('dashboard.personRole', { role: 'volunteer' }))}</p>`}<p class="fp-name">${escape(first)}</p>` +
    `${languages ? `<p>${escape(t('dashboard.speaks', { list: languages }))}</p>` : ''}</div>` +
    `${link.intro ? `<p class="fp-below fp-quote">${escape(t('dashboard.introQuoted', { intro: link.intro }))}</p>` : ''}` +
    (link.checked
      ? `<p class="fp-below fp-checked">${checkedMark}${escape(t('dashboard.checkedByUs'))}</p>`
      : `<p class="fp-below fp-unchecked fp-soft">${escape(t('dashboard.notCheckedYet', { first }))}</p>`) +
    '</div>'
  );
}

/** Who the visit is with, and the Call link (VisitPeople.tsx). */
function visitPeople(t: T, person: VisitPerson, volunteer: Link | null): string {
  const who = volunteer
    ? volunteerCard(t, volunteer)
    : `<p class="fp-anywhere">${escape(t('dashboard.personRole', { role: person.role }))}: <strong>${escape(person.firstName)}</strong></p>`;
  const address = person.address ? `<p class="fp-anywhere">${escape(t('dashboard.address', { address: person.address }))}</p>` : '';
  const languages = choices(t, person.languages);
  const speaks = languages ? `<p class="fp-anywhere">${escape(t('dashboard.speaks', { list: languages }))}</p>` : '';
  const needs = person.needs
    ? `<div class="fp-needs"><p class="fp-bold">${escape(t('dashboard.needs'))}</p><p class="fp-lines">${escape(person.needs)}</p></div>`
    : '';
  const phone = person.phone
    ? `<p class="fp-anywhere">${escape(t('dashboard.phone', { phone: person.phone }))}</p>` +
      `<a class="fp-button fp-call" href="${escape(telHref(person.phone))}">${escape(t('dashboard.call', { name: person.firstName }))}</a>`
    : '';
  return `<div class="fp-person">${who}${address}${speaks}${needs}${phone}</div>`;
}

/** A senior's answer to the volunteer who asked to visit (RequestAnswer.tsx). */
function requestAnswer(t: T, request: Link): string {
  const first = firstName(request.name) || request.name;
  const skills = choices(t, request.skills);
  const saidYes = request.answer === 'yes';
  return (
    `<div class="fp-request"><h3>${escape(t('dashboard.requestTitle', { name: request.name }))}</h3>` +
    `<p class="fp-soft fp-anywhere fp-mb2">${escape(request.email)}</p>${volunteerCard(t, request, true)}` +
    `${skills ? `<p>${escape(t('dashboard.canHelpWith', { list: skills }))}</p>` : ''}` +
    `<p class="fp-bold fp-mt2">${escape(saidYes ? t('dashboard.youSaidYes') : t('dashboard.askVisit', { first }))}</p>` +
    `<div class="fp-buttons fp-mt15">${saidYes ? '' : button(t('dashboard.yesMayVisit', { first }))}${button(t(saidYes ? 'dashboard.changedMind' : 'dashboard.notNow'), ' fp-outlined')}</div></div>`
  );
}

/** What the next visit's card shows besides the visit (VisitsCard.tsx's props, DashboardView.tsx's rules). */
interface NextVisitMore {
  /** The visit is today in India. */
  today: boolean;
  /** The volunteer's visit on its day (visitOnItsDay): its steps are on this card. */
  onItsDay: VisitItem | null;
  /** When the senior's volunteer arrived (arrivedAt), or null. */
  arrived: number | null;
  /** A new senior with no volunteer and no visit yet: what happens next. */
  newSenior: Pick<SeniorDoc, 'welcomeCallBy' | 'welcomeCalledAt' | 'emailProven'> | null;
}

/** His arrival, on the senior's visit card (ArrivalNote.tsx). */
function arrivalNote(t: T, lang: Lang, volunteer: Link, at: number): string {
  const first = firstName(volunteer.name) || volunteer.email;
  return `<div class="fp-arrived" role="status">${photo(t, first, ' fp-photo-small')}<p>${escape(t('dashboard.volunteerArrived', { first, time: clockIn(at, lang) }))}</p></div>`;
}

/** What a new senior reads next, in place of an empty card (NextSteps.tsx). */
function nextSteps(t: T, lang: Lang, senior: NextVisitMore['newSenior'] & object, now: number): string {
  const by = senior.welcomeCalledAt ? null : (senior.welcomeCallBy ?? null);
  const steps = [
    t('dashboard.nextStepVolunteer'),
    ...(by === null ? [] : [by > now ? t('dashboard.nextStepCall', { date: dayMonthIn(by, lang) }) : t('dashboard.nextStepCallSoon')]),
  ];
  const id = `fp-card-${++cardIds}`;
  return (
    `<section class="fp-next" aria-labelledby="${id}"><h3 id="${id}">${escape(t('dashboard.nextStepsTitle'))}</h3>` +
    `<ol>${steps.map((step) => `<li>${escape(step)}</li>`).join('')}` +
    (senior.emailProven === false
      ? ''
      : `<li><a class="fp-link" href="${localizedPath(PAGES.profile, lang)}#${PROFILE_CIRCLE_SECTION}">${escape(t('dashboard.nextStepFamily'))}</a></li>`) +
    '</ol></section>'
  );
}

/** The next visit, first and large (VisitsCard.tsx). */
function visitsCard(t: T, lang: Lang, state: CardState, member: Member | null, more: NextVisitMore, now: number): string {
  return card(
    t,
    t('dashboard.nextVisitTitle'),
    state,
    () => {
      const link = member ? linkOf(member) : null;
      let waiting = '';
      if (member?.role === 'volunteer' && link?.status === LINK_STATUS.requested) {
        const first = firstName(link.name) || link.email;
        waiting = `<p class="fp-mb2 fp-anywhere">${escape(link.answer === 'yes' ? t('dashboard.requestSaidYes', { first }) : t('dashboard.requestWaiting', { name: link.name || link.email, first }))}</p>`;
      }
      if (member?.role === 'senior' && link?.status === LINK_STATUS.requested) return waiting + requestAnswer(t, link);
      const visit = visitOf(link, lang);
      if (!visit || !member)
        return waiting + empty(t('dashboard.noUpcomingVisits')) + (more.newSenior ? nextSteps(t, lang, more.newSenior, now) : '');
      const person = visitPersonOf(member);
      return (
        `${waiting}<div>${more.arrived !== null && member.role === 'senior' && link ? arrivalNote(t, lang, link, more.arrived) : ''}` +
        `${more.today ? `<p class="fp-today">${escape(t('dashboard.today'))}</p>` : ''}` +
        `<h3 class="fp-task">${escape(visit.task)}</h3>${facts(t, visit)}${more.onItsDay ? dayActions(t, lang, more.onItsDay) : ''}` +
        `${person ? visitPeople(t, person, member.role === 'senior' ? link : null) : ''}</div>`
      );
    },
    { prominent: true },
  );
}

/** A few words to type, drawn as the app's field (ShortTextField.tsx). */
const field = (label: string, help = '') =>
  `<div><span class="fp-label">${escape(label)}</span><div class="fp-input"></div>${help ? `<p class="fp-help">${escape(help)}</p>` : ''}</div>`;

/** "How was your visit?" (FeedbackCard.tsx). */
function feedbackCard(t: T, lang: Lang, visit: VisitItem): string {
  return card(
    t,
    t('dashboard.feedbackTitle'),
    { status: 'ready' },
    () =>
      `<div class="fp-ask"><p class="fp-about fp-anywhere">${escape(t('dashboard.feedbackAbout', { task: visit.task, date: visitText(visit, lang).dateText }))}</p>` +
      `${field(t('dashboard.feedbackTextLabel'))}<p class="fp-bold">${escape(t('dashboard.feedbackChoose'))}</p>` +
      `<div class="fp-moods">${VISIT_MOODS.map((mood) => button(t('dashboard.mood', { mood }), ' fp-outlined fp-mood')).join('')}</div></div>`,
    { prominent: true },
  );
}

function statTiles(t: T, member: Member | null): string {
  return `<div class="fp-stats">${statsOf(t, member, (values) => choices(t, values))
    .map(
      (stat) =>
        `<div class="fp-stat" aria-busy="${stat.value === null}">${stat.detail ? `<p class="fp-anywhere">${escape(stat.detail)}</p>` : ''}<p class="fp-stat-label">${escape(stat.label)}</p>` +
        `<p class="fp-stat-value">${stat.value === null ? '<span class="fp-bone fp-bone-figure"></span>' : escape(stat.value)}</p></div>`,
    )
    .join('')}</div>`;
}

const showMore = (t: T, more: boolean) => (more ? `<div class="fp-mt2">${button(t('dashboard.showMore'), ' fp-outlined')}</div>` : '');

/** A volunteer's visit on its day (VisitDayActions.tsx), as it stands before any step is taken here. */
function dayActions(t: T, lang: Lang, visit: VisitItem): string {
  const arrived =
    visit.checkInAt !== null
      ? `<p class="fp-day-strong">${escape(t('dashboard.arrivedAt', { time: clockIn(visit.checkInAt, lang) }))}</p>`
      : button(t('dashboard.arrived'), ' fp-big');
  return (
    `<div class="fp-day" role="group" aria-label="${escape(t('dashboard.onTheDayLabel', { task: visit.task }))}"><p>${escape(t('dashboard.onTheDay'))}</p>${arrived}` +
    `${field(t('dashboard.noteLabel'), t('dashboard.noteReaders'))}${button(t('dashboard.finished'), visit.checkInAt !== null ? ' fp-big' : ' fp-outlined fp-big')}</div>`
  );
}

function upcomingCard(
  t: T,
  lang: Lang,
  state: CardState,
  role: Role,
  visits: VisitItem[],
  person: VisitPerson | null,
  now: number,
  more: boolean,
  dayAbove: string | null,
): string {
  return card(
    t,
    t('dashboard.upcomingTitle'),
    state,
    () =>
      (visits.length === 0
        ? empty(t('dashboard.noUpcomingVisits'))
        : `<ul class="fp-list">${visits
            .map(
              (visit) =>
                `<li class="fp-item">${visit.status === VISIT_STATUS.cancelled ? `<p class="fp-cancelled">${escape(t('dashboard.visitStatus', { status: visit.status }))}</p>` : ''}` +
                `<h3>${escape(visit.task)}</h3>${facts(t, visitText(visit, lang))}` +
                `${person ? `<p class="fp-mt1 fp-anywhere">${escape(t('dashboard.personRole', { role: person.role }))}: <strong>${escape(person.firstName)}</strong></p>` : ''}` +
                `${role === 'volunteer' && visit.id !== dayAbove && visit.status === VISIT_STATUS.scheduled && checkWindow(visit, now) === 'open' ? dayActions(t, lang, visit) : ''}</li>`,
            )
            .join('')}</ul>`) + showMore(t, more),
  );
}

function pastCard(t: T, lang: Lang, state: CardState, visits: VisitItem[], more: boolean): string {
  const words = (label: string, text: string) =>
    `<div class="fp-words"><p class="fp-bold">${escape(label)}</p><p>${escape(text)}</p></div>`;
  return card(
    t,
    t('dashboard.pastTitle'),
    state,
    () =>
      (visits.length === 0
        ? empty(t('dashboard.noPastVisits'))
        : `<ul class="fp-list">${visits
            .map((visit) => {
              const shown = visitText(visit, lang);
              const row = (label: string, value: string) => `<dt>${escape(label)}</dt><dd>${escape(value)}</dd>`;
              const more = [
                visit.status === VISIT_STATUS.done ? row(t('dashboard.hoursLabel'), t('dashboard.hours', { hours: shown.hours })) : '',
                visit.checkInAt !== null ? row(t('dashboard.arrivedLabel'), clockIn(visit.checkInAt, lang)) : '',
                visit.checkOutAt !== null ? row(t('dashboard.finishedLabel'), clockIn(visit.checkOutAt, lang)) : '',
              ].join('');
              return (
                `<li class="fp-item"><p class="${visit.status === VISIT_STATUS.done ? 'fp-done' : 'fp-other'}">${escape(t('dashboard.visitStatus', { status: visit.status }))}</p>` +
                `<h3>${escape(visit.task)}</h3>${facts(t, shown, more)}${visit.note ? words(t('dashboard.noteOf'), visit.note) : ''}</li>`
              );
            })
            .join('')}</ul>`) + showMore(t, more),
  );
}

function notificationsCard(t: T, state: CardState, notifications: Notification[], now: number): string {
  return card(t, t('member.notificationsTitle'), state, () =>
    notifications.length === 0
      ? empty(t('member.noNotifications'))
      : `<ul class="fp-list fp-news">${notifications
          .map(
            (item) =>
              `<li><p class="fp-news-title">${withEmails(item.title)}</p><p class="fp-anywhere">${withEmails(item.detail)}</p>` +
              `<div class="fp-news-row"><span class="fp-chip fp-${item.tone}">${escape(t('member.high'))}</span>` +
              `${item.at !== null ? `<p class="fp-ago">${escape(elapsedText(t, item.at, now))}</p>` : ''}</div></li>`,
          )
          .join('')}</ul>`,
  );
}

function supportCard(t: T, phone: string): string {
  return card(
    t,
    t('dashboard.supportTitle'),
    { status: 'ready' },
    () =>
      `<p class="fp-mb1">${escape(t('dashboard.supportText'))}</p><p class="fp-phone-number">${escape(phone)}</p>` +
      `<a class="fp-button fp-large fp-secondary" href="${escape(telHref(phone))}">${escape(t('dashboard.supportCall'))}</a>`,
  );
}

/** Her requests for help, each with what became of it (HelpCard.tsx). */
function helpRequests(t: T, lang: Lang, requests: readonly HelpRequest[]): string {
  const id = `fp-card-${++cardIds}`;
  return `<section class="fp-help-list" aria-labelledby="${id}"><h3 id="${id}">${escape(t('dashboard.helpListTitle'))}</h3><ul>${requests
    .map(
      (request) =>
        `<li><p class="fp-bold">${escape(t(request.raisedBy ? 'dashboard.helpAskedByFamily' : 'dashboard.helpAsked', { moment: momentIn(request.at, lang) }))}</p>` +
        `${request.text ? `<p class="fp-lines">${escape(t(request.raisedBy ? 'dashboard.helpFamilyWords' : 'dashboard.helpWords', { text: request.text }))}</p>` : ''}` +
        (request.handledAt
          ? `<p class="fp-handled">${escape(t('dashboard.helpHandled', { date: dayMonthIn(request.handledAt, lang) }))}</p>` +
            `${request.note ? `<p class="fp-lines">${escape(t('dashboard.helpNote', { note: request.note }))}</p>` : ''}`
          : `<p class="fp-soft">${escape(t('dashboard.helpOpen'))}</p>`) +
        '</li>',
    )
    .join('')}</ul></section>`;
}

function helpCard(t: T, lang: Lang, requests: readonly HelpRequest[]): string {
  return card(
    t,
    t('dashboard.helpTitle'),
    { status: 'ready' },
    () =>
      `<p class="fp-mb2">${escape(t('dashboard.helpText'))}</p>${button(t('dashboard.helpButton'), ' fp-outlined fp-large fp-help-button')}` +
      (requests.length > 0 ? helpRequests(t, lang, requests) : ''),
  );
}

function matchesCard(t: T, state: CardState, matches: MatchItem[], emptyText: string, connect: boolean): string {
  return card(
    t,
    t('dashboard.matchesTitle'),
    state,
    () =>
      matches.length === 0
        ? empty(emptyText)
        : `<ul class="fp-list fp-matches">${matches
            .map(
              (match) =>
                `<li class="fp-match"><div><h3 class="fp-name">${escape(match.name)}</h3><p class="fp-soft">${escape(match.city)}</p>` +
                `${match.shared.length ? `<p>${escape(t('dashboard.inCommon', { list: choices(t, match.shared) }))}</p>` : ''}` +
                `${match.languages?.length ? `<p>${escape(t('dashboard.sharedLanguages', { list: choices(t, match.languages) }))}</p>` : ''}</div>` +
                `${connect ? button(t('dashboard.connect')) : ''}</li>`,
            )
            .join('')}</ul>`,
    { wide: true },
  );
}

function quickActionsCard(t: T, lang: Lang): string {
  return card(
    t,
    t('dashboard.quickActionsTitle'),
    { status: 'ready' },
    () =>
      `<div class="fp-buttons"><a class="fp-button" href="${localizedPath(PAGES.profile, lang)}">${escape(t('dashboard.editProfile'))}</a>` +
      `<a class="fp-button fp-outlined" href="${localizedPath(PAGES.events, lang)}">${escape(t('dashboard.seeEvents'))}</a></div>`,
  );
}

/** A visit list as the listener kept its first page, one more than it shows (usePagedCollection). */
function keptPage(kept: unknown, size: number): { items: VisitItem[]; more: boolean } | null {
  if (!Array.isArray(kept)) return null;
  return { items: (kept as VisitItem[]).slice(0, size), more: kept.length > size };
}

/** The person's document as kept: undefined while none is, null when the server said there is none. */
function keptMember(role: Role, kept: unknown): Member | null | undefined {
  if (kept === undefined) return undefined;
  return kept && typeof kept === 'object' ? ({ role, doc: kept } as Member) : null;
}

/** Details registered by SMS, for the owner of the e-mail to check (components/DetailsReviewNotice.tsx). */
function reviewNotice(t: T, lang: Lang, review: DetailsReview, phoneOff: boolean): string {
  return (
    `<section class="fp-review" aria-labelledby="fp-review-title"><h2 id="fp-review-title">${escape(t('review.title'))}</h2>` +
    `<p>${escape(t('review.text', { date: momentIn(review.registeredAt, lang), phone: review.phone }))}</p>` +
    `${phoneOff ? `<p>${escape(t('review.phoneOff', { phone: review.phone }))}</p>` : ''}` +
    `<a class="fp-button fp-large" href="${localizedPath(PAGES.profile, lang)}">${escape(t('review.check'))}</a></section>`
  );
}

/** The quiet line that the page shows the phone's copy (PhoneCopyNotice.tsx). */
function phoneCopyNotice({ t, lang, lastLiveAt, now, online }: FirstPaintInput): string {
  const said = lastLiveAt === null ? t('dashboard.phoneCopy') : t('dashboard.phoneCopyAgo', { ago: agoIn(lastLiveAt, now, lang) });
  return `<div class="fp-notice" role="status" data-testid="phone-copy"><p>${escape(said)} ${escape(online ? t('dashboard.phoneCopyUpdating') : t('dashboard.phoneCopyOffline'))}</p></div>`;
}

/** What goes inside the page's `<main>`: DashboardView's page, from the phone's copy. */
export function firstPaintHtml(input: FirstPaintInput): string {
  const { role, sessionName, lang, t, kept, now } = input;
  cardIds = 0;
  const member = keptMember(role, kept[KEPT.member]);
  const personState: CardState =
    member === undefined
      ? { status: 'loading' }
      : member === null
        ? { status: 'error', message: t('dashboard.profileMissing') }
        : { status: 'ready' };
  const near = keptPage(kept[KEPT.near], VISITS_PAGE.near);
  const earlier = keptPage(kept[KEPT.earlier], VISITS_PAGE.earlier);
  const visitsState: CardState =
    personState.status !== 'ready' ? personState : near && earlier ? { status: 'ready' } : { status: 'loading' };
  const lists = visitLists(near?.items ?? [], earlier?.items ?? [], now);
  const matches = kept[KEPT.matches];
  const matchesState: CardState =
    personState.status !== 'ready' ? personState : matches === undefined ? { status: 'loading' } : { status: 'ready' };
  const link = member ? linkOf(member) : null;
  const name = member?.doc.name || sessionName || t('dashboard.someone');
  const awaiting = role === 'senior' && near && earlier ? visitAwaitingFeedback(near.items, earlier.items, now) : null;
  const trialEndsAt = member?.role === 'senior' ? member.doc.trialEndsAt : 0;
  const showMatches = role === 'senior' || !member || !link;
  const notifications = member ? notificationsOf(member, t) : [];
  const more: NextVisitMore = {
    today: Boolean(link?.date && link.date === dateInZone(now, VISIT_TIME_ZONE.offsetMinutes)),
    onItsDay: role === 'volunteer' ? visitOnItsDay(link?.visitId, lists.upcoming, now) : null,
    arrived: role === 'senior' ? arrivedAt(link?.visitId, lists.upcoming) : null,
    newSenior: member?.role === 'senior' && !link && near?.items.length === 0 && earlier?.items.length === 0 ? member.doc : null,
  };
  return (
    `<div class="fp-page${member?.role === 'senior' ? ' fp-senior' : ''}">` +
    `<h1 class="fp-h1">${escape(t(input.firstVisit ? 'dashboard.welcomeFirst' : 'dashboard.welcome', { name }))}</h1>` +
    `<p class="fp-intro">${escape(t('dashboard.intro'))}</p>` +
    `${member?.doc.review ? reviewNotice(t, lang, member.doc.review, member.doc.phoneKey === null) : ''}` +
    `${member !== undefined && !input.live ? phoneCopyNotice(input) : ''}` +
    `${trialEndsAt > 0 ? `<p class="fp-trial">${escape(t(trialEndsAt > now ? 'dashboard.trialUntil' : 'dashboard.trialEnded', { date: dayMonthIn(trialEndsAt, lang) }))}</p>` : ''}` +
    `<div class="fp-grid">${visitsCard(t, lang, personState, member ?? null, more, now)}${awaiting ? feedbackCard(t, lang, awaiting) : ''}${statTiles(t, member ?? null)}` +
    `<div class="fp-grid fp-cards">` +
    upcomingCard(
      t,
      lang,
      visitsState,
      role,
      lists.upcoming,
      member ? visitPersonOf(member) : null,
      now,
      near?.more ?? false,
      more.onItsDay?.id ?? null,
    ) +
    pastCard(t, lang, visitsState, lists.past, earlier?.more ?? false) +
    notificationsCard(t, personState, notifications, now) +
    supportCard(t, input.supportPhone) +
    (role === 'senior' ? helpCard(t, lang, member?.role === 'senior' ? (member.doc.helpRequests ?? []) : []) : '') +
    (showMatches
      ? matchesCard(
          t,
          matchesState,
          (matches as { items?: MatchItem[] } | null)?.items ?? [],
          noMatchesText(t, member ?? null),
          role === 'volunteer',
        )
      : '') +
    quickActionsCard(t, lang) +
    `</div></div></div>`
  );
}
