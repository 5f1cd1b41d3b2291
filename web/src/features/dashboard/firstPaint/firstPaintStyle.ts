/**
 * The look of the dashboard's first paint (firstPaintView.ts), which the page's HTML carries
 * (app/firstPaintShell.ts): plain CSS that draws each card as
 * the app's MUI components draw it (DashboardView and its cards, the theme's sizes and
 * colours), so the app takes the page over without anything moving. Its numbers are the ones
 * the cards' `sx` and the theme work out to; e2e/tests/dashboard-first-paint.test.ts compares
 * where the two put each card, at a phone's width and a desktop's.
 */
import { colors } from '../../../components/colors';

const BODY_FONT = '"Segoe UI",system-ui,-apple-system,Roboto,"Helvetica Neue",Arial,sans-serif';
const HEADING_FONT = 'Georgia,Cambria,"Times New Roman",serif';
/** MUI's breakpoints: sm, md, lg. */
const at = (width: 600 | 900 | 1200, rules: string) => `@media(min-width:${width}px){${rules}}`;
/** The theme's success.dark and error.dark (MUI's defaults from the palette's main colours). */
const SUCCESS_DARK = '#1b5e20';
const ERROR_DARK = '#7d1a15';
/** MUI's default warning.main, which the theme keeps. */
const WARNING = '#ed6c02';

export const FIRST_PAINT_STYLE = [
  '.fp-page{width:100%;margin:0 auto;box-sizing:border-box;padding:40px 16px}',
  at(600, '.fp-page{padding-left:24px;padding-right:24px}'),
  at(900, '.fp-page{padding-top:64px;padding-bottom:64px}'),
  at(1200, '.fp-page{max-width:1200px}'),
  // As MUI's Typography: no margin of its own, the page's font (the least specific rules here).
  ':where(.fp-page) :is(p,h1,h2,h3,dl,dd){margin:0;font-family:inherit}',
  `.fp-h1{margin-bottom:12px;font:700 clamp(2.125rem,1.6rem + 2.2vw,3.25rem)/1.2 ${HEADING_FONT};overflow-wrap:anywhere}`,
  `.fp-intro{margin-bottom:32px;font-size:1.3125rem;color:${colors.inkSoft}}`,
  '.fp-senior .fp-intro{margin-bottom:16px}',
  `.fp-notice{margin-bottom:24px;padding:12px 16px;border-left:4px solid ${colors.gold};background:${colors.white};max-width:720px}`,
  '.fp-notice p{font-size:1.125rem}',
  '.fp-trial{margin-bottom:32px;font-size:1.3125rem;font-weight:600}',
  // Details to check (components/DetailsReviewNotice.tsx).
  `.fp-review{margin-bottom:32px;padding:16px;border:2px solid ${WARNING};border-radius:30px;background:${colors.white};max-width:720px}`,
  at(900, '.fp-review{padding:24px}'),
  `.fp-review h2{margin-bottom:12px;font:700 1.5rem/1.25 ${HEADING_FONT}}.fp-review p{margin-bottom:12px;font-size:1.1875rem}`,
  '.fp-grid{display:grid;gap:16px}',
  '.fp-cards{grid-template-columns:1fr}',
  at(900, '.fp-grid{gap:24px}.fp-cards{grid-template-columns:1fr 1fr}'),
  // A card (components/surface.ts, DashboardCard.tsx).
  `.fp-card{height:100%;box-sizing:border-box;min-width:0;padding:24px;background:${colors.white};border:1px solid ${colors.line};border-radius:30px}`,
  at(900, '.fp-card{padding:28px}'),
  '.fp-wide{grid-column:1/-1}',
  `.fp-prominent{border:2px solid ${colors.amber}}`,
  at(900, '.fp-prominent{padding:32px}'),
  '.fp-title{margin-bottom:16px;font-size:1.5rem;font-weight:700;line-height:1.35}',
  `.fp-prominent>.fp-title{font:700 1.75rem/1.3 ${HEADING_FONT}}`,
  `.fp-soft{color:${colors.inkSoft}}`,
  '.fp-anywhere{overflow-wrap:anywhere}',
  '.fp-bold{font-weight:700}',
  '.fp-mt1{margin-top:8px}.fp-mt15{margin-top:12px}.fp-mt2{margin-top:16px}',
  '.fp-mb1{margin-bottom:8px}.fp-mb15{margin-bottom:12px}.fp-mb2{margin-bottom:16px}',
  '.fp-shrink{min-width:0}',
  // Placeholders while a list is on its way (MUI's Skeleton).
  '.fp-bone{display:block;height:1.5rem;margin:.3rem 0;border-radius:4px;background:rgba(43,29,14,.11)}',
  '.fp-bone-figure{display:inline-block;width:3ch}',
  // The next visit.
  '.fp-task{margin-bottom:12px;font-size:1.5rem;font-weight:700;line-height:1.35;overflow-wrap:anywhere}',
  '.fp-facts{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px}',
  '.fp-facts dt{font-weight:700}.fp-facts dd{overflow-wrap:anywhere}',
  `.fp-person{margin-top:16px;padding-top:16px;border-top:1px solid ${colors.line}}`,
  '.fp-volunteer{display:grid;grid-template-columns:auto minmax(0,1fr);column-gap:16px;align-items:center;margin-bottom:16px}',
  `.fp-photo{display:flex;align-items:center;justify-content:center;width:88px;height:88px;border-radius:50%;overflow:hidden;flex-shrink:0;background:${colors.amber};color:${colors.cream};font-size:36.96px;font-weight:700;line-height:1}`,
  '.fp-name{font-size:1.3125rem;font-weight:700;line-height:1.4;overflow-wrap:anywhere}',
  '.fp-below{grid-column:1/-1;min-width:0}',
  at(600, '.fp-below{grid-column:2}'),
  '.fp-quote{margin-top:12px;white-space:pre-line;overflow-wrap:anywhere;font-style:italic}',
  `.fp-checked{margin-top:8px;display:flex;align-items:center;gap:6px;font-weight:700;color:${SUCCESS_DARK}}`,
  '.fp-checked svg{width:22px;height:22px;flex-shrink:0;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}',
  '.fp-photo-small{width:64px;height:64px;font-size:26.88px}',
  `.fp-arrived{display:flex;align-items:center;gap:16px;margin-bottom:16px;padding:16px;border-radius:20px;border:2px solid ${colors.success};background:${colors.white}}`,
  `.fp-arrived p{min-width:0;font-size:1.25rem;font-weight:700;color:${colors.success};overflow-wrap:anywhere}`,
  `.fp-today{display:inline-flex;align-items:center;height:32px;margin-bottom:8px;padding:0 12px;border-radius:16px;font-size:1.0625rem;font-weight:700;background:${colors.success};color:${colors.white}}`,
  `.fp-unchecked{margin-top:8px;overflow-wrap:anywhere}`,
  '.fp-lines{white-space:pre-line;overflow-wrap:anywhere}',
  '.fp-needs{margin:12px 0 4px;padding:12px;border-left:4px solid ' + colors.amber + ';background:rgba(0,0,0,.04)}',
  `.fp-next{margin-top:16px;padding-top:16px;border-top:1px solid ${colors.line}}`,
  '.fp-next h3,.fp-help-list h3{margin-bottom:8px;font-size:1.3125rem;font-weight:700;line-height:1.4}',
  '.fp-next ol{margin:0;padding-left:24px;display:grid;gap:8px;font-size:1.1875rem}',
  `.fp-link{color:${colors.amber};font-weight:600}`,
  `.fp-help-list{margin-top:24px;padding-top:16px;border-top:1px solid ${colors.line}}.fp-help-list h3{margin-bottom:12px}`,
  '.fp-help-list ul{list-style:none;margin:0;padding:0;display:grid;gap:16px}.fp-help-list li{display:grid;gap:4px}',
  `.fp-handled{font-weight:700;color:${SUCCESS_DARK}}`,
  '.fp-request h3{margin-bottom:4px;font-size:1.3125rem;font-weight:700;line-height:1.4;overflow-wrap:anywhere}',
  // Buttons (the theme's MuiButton: contained, outlined, large), drawn as they look when enabled.
  `.fp-button{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:64px;min-height:48px;margin:0;padding:6px 20px;border:0;border-radius:10px;` +
    `font:600 1.125rem/1.75 ${BODY_FONT};letter-spacing:0;text-align:center;text-decoration:none;vertical-align:middle;cursor:pointer;background:${colors.amber};color:${colors.white}}`,
  `.fp-outlined{padding:5px 20px;border:2px solid currentColor;background:transparent;color:${colors.amber}}`,
  '.fp-large{min-height:56px;padding:8px 24px;font-size:1.1875rem}',
  '.fp-large.fp-outlined{padding:7px 24px}',
  `.fp-secondary{background:${colors.gold};color:${colors.ink}}`,
  '.fp-call{margin-top:12px}',
  '.fp-help-button{font-size:1.125rem}',
  '.fp-ask{display:grid;gap:16px}.fp-about{font-size:1.25rem}',
  '.fp-moods{display:grid;gap:16px;grid-template-columns:1fr}',
  at(600, '.fp-moods{grid-template-columns:repeat(3,1fr)}'),
  '.fp-big{min-height:56px;font-size:1.25rem;padding-left:24px;padding-right:24px;justify-self:start}',
  '.fp-mood{min-height:72px;font-size:1.5rem;font-weight:700}',
  '.fp-buttons{display:flex;flex-wrap:wrap;gap:12px}',
  // A few words to type (ShortTextField: the label above, two rows).
  '.fp-label{display:block;margin-bottom:8px;font-size:1.125rem;font-weight:600}',
  '.fp-input{box-sizing:border-box;height:calc(2.875em + 33px);border:1px solid rgba(0,0,0,.23);border-radius:10px}',
  '.fp-help{margin-top:6px;font-size:1.0625rem;line-height:1.66;color:' + colors.inkSoft + '}',
  // Figures.
  '.fp-stats{display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(min(100%,9rem),1fr))}',
  at(900, '.fp-stats{gap:24px;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}'),
  `.fp-stat{height:100%;box-sizing:border-box;min-width:0;display:flex;flex-direction:column-reverse;justify-content:flex-end;padding:16px;background:${colors.white};border:1px solid ${colors.line};border-radius:30px}`,
  at(600, '.fp-stat{padding:24px}'),
  `.fp-stat-label{color:${colors.inkSoft};font-weight:600;overflow-wrap:break-word}`,
  '.fp-stat-value{font-size:1.75rem;font-weight:700;line-height:1.2}',
  at(600, '.fp-stat-value{font-size:2.25rem}'),
  // Lists: visits, notifications, matches.
  '.fp-list{list-style:none;margin:0;padding:0;display:grid;gap:16px}',
  `.fp-item{min-width:0;padding:16px;border:1px solid ${colors.line};border-radius:20px}`,
  at(900, '.fp-item{padding:24px}'),
  '.fp-item h3{margin-bottom:8px;font-size:1.3125rem;font-weight:700;line-height:1.4;overflow-wrap:anywhere}',
  `.fp-done{font-weight:700;color:${SUCCESS_DARK}}.fp-cancelled{font-weight:700;color:${ERROR_DARK}}.fp-other{font-weight:700;color:${colors.inkSoft}}`,
  '.fp-words{margin-top:12px}.fp-words p+p{white-space:pre-line;overflow-wrap:anywhere}',
  `.fp-day{margin-top:16px;padding-top:16px;border-top:1px solid ${colors.line};display:grid;gap:16px}`,
  '.fp-day-strong{font-weight:700;font-size:1.25rem}',
  `.fp-news>li{padding-bottom:16px;border-bottom:1px solid ${colors.line}}.fp-news>li:last-of-type{padding-bottom:0;border:0}`,
  '.fp-news-title{font-weight:700;overflow-wrap:anywhere}.fp-news-title::first-letter{text-transform:uppercase}',
  '.fp-news-row{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin-top:4px}',
  `.fp-chip{display:inline-flex;align-items:center;height:24px;padding:0 8px;border-radius:16px;font-size:1rem;font-weight:700;line-height:1.5;white-space:nowrap;color:${colors.white}}`,
  `.fp-info{background:${colors.info}}.fp-success{background:${colors.success}}`,
  `.fp-ago{font-size:1.125rem;color:${colors.inkSoft}}`,
  '.fp-matches{gap:12px}',
  `.fp-match{display:flex;flex-wrap:wrap;gap:16px;align-items:center;justify-content:space-between;padding:16px;border:1px solid ${colors.line};border-radius:20px}`,
  '.fp-match>div{min-width:0;flex:1 1 16rem}.fp-match>button{flex-shrink:0}',
  '.fp-phone-number{margin-bottom:16px;font-size:1.5rem;font-weight:700}',
].join('');
