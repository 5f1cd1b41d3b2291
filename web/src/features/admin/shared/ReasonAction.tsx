/**
 * A button that opens ReasonDialog and sends one admin call with what was written (Unlink, Mark
 * as handled). Once the server agrees the dialog closes and focus goes to `afterDone` (the
 * entry leaves its list through the live listener); Cancel closes it and focus goes back to
 * the button; a refusal stays in the dialog, in the server's words.
 */
import { useRef, useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { z } from 'zod';
import type { adminRequest } from '../../../lib/adminAuth';
import type { Notice } from './AdminNotice';
import { useDialogCall } from './adminDialog';
import { focusAfterClose } from './dialogFocus';
import { ReasonDialog, type ReasonWords } from './ReasonDialog';

interface ReasonActionProps {
  /** The button's visible words and its accessible name (which begins with them). */
  button: { text: string; label: string; variant: ButtonProps['variant']; color?: ButtonProps['color'] };
  words: ReasonWords;
  schema: z.ZodType<string>;
  max: number;
  confirmColor?: 'error' | 'primary';
  notify: (notice: Notice) => void;
  /** The admin call that sends what was written. */
  request: (reason: string) => Parameters<typeof adminRequest>;
  afterDone: () => HTMLElement | null | undefined;
}

export function ReasonAction({ button, words, schema, max, confirmColor, notify, request, afterDone }: ReasonActionProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { sending, problem, call, clear } = useDialogCall(notify);
  const send = (reason: string) =>
    call(
      () => {
        setOpen(false);
        focusAfterClose(afterDone);
      },
      ...request(reason),
    );

  return (
    <>
      <Button
        ref={opener}
        variant={button.variant}
        color={button.color}
        size="large"
        onClick={() => setOpen(true)}
        aria-label={button.label}
      >
        {button.text}
      </Button>
      <ReasonDialog
        open={open}
        words={words}
        schema={schema}
        max={max}
        confirmColor={confirmColor}
        busy={sending}
        problem={problem}
        disableRestoreFocus
        onCancel={() => {
          setOpen(false);
          clear();
          focusAfterClose(() => opener.current);
        }}
        onConfirm={(reason) => void send(reason)}
      />
    </>
  );
}
