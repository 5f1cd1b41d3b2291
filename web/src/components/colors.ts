/**
 * The palette of Golden Hearts, in its own module so shared components and the app's theme
 * (app/theme.ts) read one table. Every text colour passes WCAG AA where it is used
 * (app/theme.test.ts checks).
 */
export const colors = {
  ink: '#2B1D0E', // deep brown: body text
  inkSoft: '#5A4632', // secondary text
  amber: '#8A5A00', // primary: links, text buttons, contained buttons (white text)
  amberDark: '#6B3F00',
  gold: '#F2B33D', // accent: highlights, the Register button (dark text)
  cream: '#FFFBF5', // page background
  creamDeep: '#FFF4E0', // top bar and footer
  creamBand: '#FFF8EC', // a tinted band between sections
  line: '#E8D9BF',
  star: '#A86A00', // rating stars: a graphic, so 3:1 on white is the bar (WCAG 1.4.11)
  error: '#B3261E',
  // Badges by meaning (white text on each): news on its way, and news of something settled.
  info: '#1E4D7A',
  success: '#1B5E20',
  white: '#FFFFFF',
} as const;
