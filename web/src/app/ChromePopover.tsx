import { useId, useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';

interface ChromePopoverProps {
  /** The trigger's accessible name. */
  label: string;
  /** The panel's accessible name. */
  title: string;
  trigger: ReactNode;
  /** Called each time the panel opens. */
  onOpen?: () => void;
  /** The panel's content; `close` lets a link inside shut the panel as it navigates. */
  children: (close: () => void) => ReactNode;
}

/**
 * A round button in the top bar that opens a small panel under it. MUI's Popover moves focus
 * into the panel, keeps it there, and gives it back to the button on Escape or a click outside.
 */
export function ChromePopover({ label, title, trigger, onOpen, children }: ChromePopoverProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          onOpen?.();
        }}
        color="inherit"
      >
        {trigger}
      </IconButton>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': title,
            sx: { mt: 1, p: 3, width: 340, maxWidth: 'calc(100vw - 32px)', border: 1, borderColor: 'divider' },
          },
        }}
      >
        {children(close)}
      </Popover>
    </>
  );
}
