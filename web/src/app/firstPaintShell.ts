/**
 * What the page's HTML carries for the dashboard's first paint (firstPaint.ts), the same for
 * everyone: its style, and the 24/7 support line its card shows. The prerender writes them into
 * the dashboard's shells and the sign-in pages a one-tap link opens (web/prerender.ts), so the
 * first paint's script needs neither the app's colours nor its content modules, which every
 * page shares (firstChunk.ts).
 */
import { colors } from '../components/colors';
import { SUPPORT } from '../content/support';
import { FIRST_PAINT_STYLE } from '../features/dashboard/firstPaint/firstPaintStyle';
import { FIRST_PAINT, SUPPORT_LINE } from './firstChunk';

/**
 * The bell and the avatar as SignedInActions.tsx draws them (MUI's IconButton). The bell's count
 * of news comes once the app has the person's live document, in the app as here: none yet.
 */
const ACCOUNT_STYLE = [
  '.fp-account{display:flex;align-items:center;gap:4px}',
  '.fp-icon{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:48px;min-height:48px;padding:8px;border:0;border-radius:50%;background:transparent;color:inherit}',
  `.fp-avatar{display:grid;place-items:center;width:40px;height:40px;border-radius:50%;background:${colors.amber};color:${colors.white};font-weight:700;font-size:1.25rem}`,
].join('');

/** For the head of the pages that may paint the dashboard before the app. */
export const FIRST_PAINT_HEAD = `<meta name="${SUPPORT_LINE}" content="${SUPPORT.phone}">\n    <style ${FIRST_PAINT}>${FIRST_PAINT_STYLE}${ACCOUNT_STYLE}</style>`;
