/**
 * The tab row of /events: a WAI-ARIA tablist (arrow keys, Home and End move and choose; one
 * tab in the Tab order) built on the Button the page already loads. MUI's Tabs would add its
 * scroll buttons, icons and indicator measurement to a page that is at its script budget.
 */
import { useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export interface EventTab {
  id: string;
  label: string;
}

interface Props {
  tabs: readonly EventTab[];
  current: string;
  label: string;
  tabId: (id: string) => string;
  panelId: (id: string) => string;
  onChoose: (id: string) => void;
}

/** The tab a key moves to from `index`, or null for a key that does not move. */
function targetIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export function EventTabs({ tabs, current, label, tabId, panelId, onChoose }: Props) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = targetIndex(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    onChoose(tabs[next]!.id);
    buttons.current[next]?.focus();
  };

  return (
    // The tabs wrap (two by two on a phone) instead of scrolling out of sight; the chosen one
    // is filled, which reads better than a thin underline.
    <Box role="tablist" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 4 }}>
      {tabs.map((tab, index) => {
        const selected = tab.id === current;
        return (
          <Button
            key={tab.id}
            ref={(element: HTMLButtonElement | null) => {
              buttons.current[index] = element;
            }}
            role="tab"
            id={tabId(tab.id)}
            aria-controls={panelId(tab.id)}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            variant={selected ? 'contained' : 'outlined'}
            onClick={() => onChoose(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            sx={{ flex: { xs: '1 1 auto', sm: '0 0 auto' }, borderRadius: 5, borderWidth: 2, px: 2, '&:hover': { borderWidth: 2 } }}
          >
            {tab.label}
          </Button>
        );
      })}
    </Box>
  );
}
