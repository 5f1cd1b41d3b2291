/**
 * Line icons for the content cards, drawn for Golden Hearts (24 x 24, no icon package: the
 * whole set costs less than one imported icon font). Decorative: the card title says it all.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

const ICONS = {
  companionship: (
    <>
      <path d="M4 10h12v4a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z" />
      <path d="M16 11.5h1.5a2.25 2.25 0 0 1 0 4.5H16" />
      <path d="M8 3.5c0 1.5 1 1.5 1 3M12 3.5c0 1.5 1 1.5 1 3" />
    </>
  ),
  community: (
    <>
      <circle cx="8" cy="8" r="3" />
      <circle cx="16.5" cy="8.5" r="2.5" />
      <path d="M2.5 20a5.5 5.5 0 0 1 11 0M14 14.3a4.5 4.5 0 0 1 7.5 3.7" />
    </>
  ),
  schedule: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M9 15.5l2 2 4-4" />
    </>
  ),
  local: (
    <>
      <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  mission: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1" />
    </>
  ),
  values: (
    <path d="M12 20s-7-4.3-8.8-8.5C1.9 8.4 3.9 5 7 5c1.9 0 3.2 1 5 2.8C13.8 6 15.1 5 17 5c3.1 0 5.1 3.4 3.8 6.5C19 15.7 12 20 12 20z" />
  ),
  reading: (
    <>
      <path d="M3 5h6a3 3 0 0 1 3 3v12a2.5 2.5 0 0 0-2.5-2.5H3z" />
      <path d="M21 5h-6a3 3 0 0 0-3 3v12a2.5 2.5 0 0 1 2.5-2.5H21z" />
    </>
  ),
  music: (
    <>
      <path d="M9 18V5.5l11-2V16" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="17" cy="16" r="3" />
    </>
  ),
  support: (
    <>
      <path d="M4 5h16v11h-9l-5 4v-4H4z" />
      <path d="M12 13.5s-3-1.8-3-3.6C9 8.8 10.6 8 12 9.3c1.4-1.3 3-.5 3 .6 0 1.8-3 3.6-3 3.6z" />
    </>
  ),
  walking: (
    <>
      <circle cx="13" cy="4" r="2" />
      <path d="M13 7.5l-2 6 3 3V21M11 13.5 8 21M12.5 9l3.5 3M12.3 8.6 8 11" />
      <path d="M18.5 12v9" />
    </>
  ),
  games: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <circle cx="8.5" cy="8.5" r="1" fill="currentColor" />
      <circle cx="15.5" cy="8.5" r="1" fill="currentColor" />
      <circle cx="12" cy="12" r="1" fill="currentColor" />
      <circle cx="8.5" cy="15.5" r="1" fill="currentColor" />
      <circle cx="15.5" cy="15.5" r="1" fill="currentColor" />
    </>
  ),
  funding: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 7.5h6M9 10.5h6M10 7.5c2.5 0 3.5 1.3 3.5 3s-1.3 3-4 3l4 4" />
    </>
  ),
  sessions: (
    <>
      <path d="M3 4h11v8H8l-4 3v-3H3z" />
      <path d="M17 9h4v8h-1v3l-4-3h-5v-2" />
    </>
  ),
  training: (
    <>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c3 2.2 9 2.2 12 0v-5M22 9v6" />
    </>
  ),
  events: (
    <>
      <path d="M12 3c2.8 0 5 2.6 5 6 0 3.5-2.5 6-5 6s-5-2.5-5-6c0-3.4 2.2-6 5-6z" />
      <path d="M11 17h2l-1-2zM12 17c0 2-2 2-2 4" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type CardIconName = keyof typeof ICONS;

export function CardIcon({ name }: { name: CardIconName }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      sx={{
        width: 32,
        height: 32,
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 1.8,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }}
    >
      {ICONS[name]}
    </Box>
  );
}
