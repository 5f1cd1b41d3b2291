import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface SubmitWithReasonProps {
  disabled: boolean;
  /** What the form still needs, said under the button while it is grey and read with it. */
  reason: string | null;
  children: ReactNode;
}

/** A form's main button, which the spec keeps grey until the form is complete, never grey without a word why. */
export function SubmitWithReason({ disabled, reason, children }: SubmitWithReasonProps) {
  const reasonId = useId();
  const shown = disabled && reason !== null;
  return (
    <Box>
      <Button type="submit" variant="contained" size="large" disabled={disabled} aria-describedby={shown ? reasonId : undefined}>
        {children}
      </Button>
      {shown && (
        <Typography id={reasonId} data-testid="submit-reason" sx={{ mt: 1.5, color: 'text.secondary' }}>
          {reason}
        </Typography>
      )}
    </Box>
  );
}
