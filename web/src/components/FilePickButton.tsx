/**
 * A button that opens the file picker: a plain label around the native input, which stays in
 * the page, so there is one tab stop and the input's focus shows on the button.
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
  children: ReactNode;
  accept: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  describedBy: string;
  invalid?: boolean;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'medium' | 'large';
}

export function FilePickButton({ children, accept, onChange, disabled, describedBy, invalid, name, inputRef, size }: FilePickButtonProps) {
  return (
    <Button
      component="label"
      role={undefined}
      tabIndex={-1}
      variant="outlined"
      size={size}
      disabled={disabled}
      sx={(theme) => ({
        '&:has(input:focus-visible)': { outline: `3px solid ${theme.palette.text.primary}`, outlineOffset: 2 },
      })}
    >
      {children}
      <input
        ref={inputRef}
        type="file"
        name={name}
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
