/**
 * The signed-in dashboard painted from the phone's copy (lib/lastSeen.ts) before the app has
 * loaded: its shell (web/prerender.ts) already shows the top bar and the page's frame, and
 * this fills the page with the person's data as plain HTML (features/dashboard/firstPaint),
 * in the page's language, and the bar's room for the bell and the avatar. It needs the
 * dashboard's words and a few dozen kB of script, none of React, MUI or Firebase, which load
 * after it (main.tsx); the app then renders off screen and takes over once it shows the same
 * (app/takeover.ts). Nothing here is kept: it reads what the app keeps, person by person, and
 * which Sign Out forgets.
 */
import type { Lang } from '@gh/common/i18n';
import type { Translate } from '@gh/common/translate';
import { firstPaintHtml } from '../features/dashboard/firstPaint/firstPaintView';
import { areaLoader, loadMessages, translatorOf } from '../i18n/catalogs';
import type { MessageKey } from '../i18n/areas';
import { isFirstVisit } from '../lib/firstVisitMark';
import { lastLiveAt } from '../lib/lastLive';
import { keptResults } from '../lib/lastSeen';
import { readUser, roleOf, type SessionUser } from '../lib/session';
import type { LiveDocs } from './earlyStart';
import { initialOf } from './initial';
import { ACTIONS_ROOM, BELL_PATH, FIRST_PAINT, SIGNED_IN_MARK, SUPPORT_LINE } from './firstChunk';

/** The words the painted dashboard says: its own, the bell's and account's, the choices' labels, the details' review (not the api's, as the app's are). */
const loadPaintMessages = areaLoader(import.meta.glob('../i18n/messages/*/{dashboard,member,choices,review}.ts'));

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function accountHtml(t: Translate<MessageKey>, user: SessionUser): string {
  const name = typeof user.name === 'string' ? user.name.trim() : '';
  const account = name ? t('member.accountMenuNamed', { name, email: user.email }) : t('member.accountMenuLabel', { email: user.email });
  const bell = `<svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" d="${BELL_PATH}"/></svg>`;
  return (
    `<div class="fp-account"><button type="button" class="fp-icon" disabled aria-label="${escape(t('member.notificationsLabel', { count: 0 }))}">${bell}</button>` +
    `<button type="button" class="fp-icon" disabled aria-label="${escape(account)}"><span class="fp-avatar" aria-hidden="true">${escape(initialOf(name, user.email))}</span></button></div>`
  );
}

/**
 * Paints the signed-in person's dashboard from what this phone keeps of them, in `lang`, into
 * the page on screen (the dashboard's shell, or the sign-in page a one-tap link opened). Answers
 * whether it painted: not without a copy of the cookie's person, nor without a page to paint in.
 */
export function paintKeptDashboard(lang: Lang): Promise<boolean> {
  return paint(lang, null);
}

/**
 * Paints it again, live: with the documents the server has confirmed (app/earlyStart.ts) over
 * the phone's copy, and no longer saying it shows the copy, as the app would. Only while the
 * painted page is on screen, before the app has taken over.
 */
export async function paintLiveDashboard(lang: Lang, live: LiveDocs): Promise<void> {
  if (document.getElementById('root')?.hasAttribute(FIRST_PAINT)) await paint(lang, live);
}

async function paint(lang: Lang, live: LiveDocs | null): Promise<boolean> {
  const user = readUser();
  const kept = keptResults();
  const root = document.getElementById('root');
  const main = root?.querySelector('main');
  // Its style and the support line, which the page's HTML carries (firstPaintShell.ts).
  const supportPhone = document.querySelector<HTMLMetaElement>(`meta[name="${SUPPORT_LINE}"]`)?.content;
  if (!user || !kept || !root || !main || !supportPhone || !document.querySelector(`style[${FIRST_PAINT}]`)) return false;
  await Promise.all([loadMessages(lang), loadPaintMessages(lang)]);
  const t = translatorOf(lang);
  const role = roleOf(user) ?? 'senior';
  const now = Date.now();
  main.innerHTML = firstPaintHtml({
    role,
    sessionName: typeof user.name === 'string' ? user.name : null,
    lang,
    t,
    kept: { ...kept, ...live },
    now,
    live: live !== null,
    lastLiveAt: lastLiveAt(user.email),
    online: navigator.onLine,
    firstVisit: isFirstVisit(user.email.trim().toLowerCase()),
    supportPhone,
  });
  const room = root.querySelector(`[${ACTIONS_ROOM}]`);
  if (room) room.innerHTML = accountHtml(t, user);
  // As the shell's head script does for a signed-in visitor (signedInMark.ts): the bar hides what only visitors see.
  document.documentElement.setAttribute(SIGNED_IN_MARK, '');
  root.setAttribute(FIRST_PAINT, '');
  document.title = `${t('dashboard.title')} · ${t('site.name')}`;
  return true;
}
