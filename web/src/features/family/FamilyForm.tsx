/**
 * A small form under a senior's view on /family (a concern for her, her nominee's request): its
 * heading, its fields, what came of the call, and its send button, busy while it runs.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PendingCall } from '../../components/usePendingCall';

export function FamilyForm<K>({
  title,
  call,
  onSubmit,
  send,
  sending,
  disabled = false,
  children,
}: {
  title: string;
  call: PendingCall<K>;
  onSubmit: (event: FormEvent) => void;
  /** The button's words, and while the call runs. */
  send: string;
  sending: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      sx={{
        display: 'grid',
        gap: 2,
        mt: 2,
        p: { xs: 2, sm: 2.5 },
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
      }}
    >
      <Typography id={`${id}-title`} variant="h5" component="h4">
        {title}
      </Typography>
      {children}
      {call.outcome && (
        <Alert severity={call.outcome.severity} role={call.outcome.severity === 'error' ? 'alert' : 'status'} onClose={call.dismiss}>
          {call.outcome.message}
        </Alert>
      )}
      <Button
        type="submit"
        variant="outlined"
        size="large"
        disabled={disabled}
        loading={call.pending !== null}
        loadingPosition="start"
        sx={{ justifySelf: 'start', textAlign: 'center' }}
      >
        {call.pending ? sending : send}
      </Button>
    </Box>
  );
}
