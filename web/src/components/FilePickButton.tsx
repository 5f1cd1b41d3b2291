/**
 * A file input dressed as a button. The native input stays in the page, only visually hidden,
 * so Tab, Enter and screen readers reach it; the label around it (not a second tab stop) shows
 * the focus ring while the input has focus.
 */
import type { ChangeEvent, ReactNode, Ref } from 'react';
import Button from '@mui/material/Button';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

interface FilePickButtonProps {
  inputRef: Ref<HTMLInputElement>;
  accept: string;
  /** Ids of what describes the choice: its label, hint and status. */
  describedBy: string;
  invalid: boolean;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  children: ReactNode;
}

export function FilePickButton({ inputRef, accept, describedBy, invalid, disabled, onChange, children }: FilePickButtonProps) {
  return (
    <Button
      component="label"
      role={undefined}
      tabIndex={-1}
      variant="outlined"
      disabled={disabled}
      sx={(theme) => ({
        '&:has(input:focus-visible)': { outline: `3px solid ${theme.palette.text.primary}`, outlineOffset: 2 },
      })}
    >
      {children}
      <input
        ref={inputRef}
        type="file"
        name="file"
        accept={accept}
        onChange={onChange}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        style={visuallyHidden}
      />
    </Button>
  );
}
