/**
 * The chrome's icons, drawn here as inline SVG (no icon package: it would outweigh the whole
 * top bar). Decorative: the control around each one carries the accessible name.
 */
import type { ReactNode } from 'react';
import type { SocialNetwork } from '../content/chrome';
import { BELL_PATH } from './firstChunk';

function Glyph({ size = 24, children }: { size?: number; children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2.2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export function MenuGlyph({ open }: { open: boolean }) {
  return (
    <Glyph>
      <path {...stroke} d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
    </Glyph>
  );
}

export function BellIcon() {
  return (
    <Glyph size={26}>
      <path {...stroke} strokeWidth={2} d={BELL_PATH} />
    </Glyph>
  );
}

const SOCIAL: Record<SocialNetwork, ReactNode> = {
  facebook: (
    <path
      fill="currentColor"
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z"
    />
  ),
  instagram: (
    <>
      <rect {...stroke} strokeWidth={2} x="3.5" y="3.5" width="17" height="17" rx="4.5" />
      <circle {...stroke} strokeWidth={2} cx="12" cy="12" r="4" />
      <circle fill="currentColor" cx="17.2" cy="6.8" r="1.2" />
    </>
  ),
  youtube: (
    <path
      fill="currentColor"
      d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.5.4 7.8.4 7.8.4s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z"
    />
  ),
  x: <path {...stroke} strokeWidth={2} d="M4.5 4h4.2l10.8 16h-4.2zM19.2 4l-6 6.9M4.8 20l6-6.9" />,
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <Glyph>{SOCIAL[network]}</Glyph>;
}
