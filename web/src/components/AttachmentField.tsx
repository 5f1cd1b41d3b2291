/**
 * An optional file picker that says what it holds. The native input stays in the page (only
 * visually hidden) so Tab, Enter and screen readers reach it; the button-like label shows the
 * focus ring when it has focus.
 */
import { useId, useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FilePickButton } from './FilePickButton';
import { acceptAttribute, formatFileSize, type FileType } from '@gh/common/files';

/** What the field says: its label, a hint (types and size limit) and its buttons. */
export interface AttachmentText {
  label: string;
  hint: string;
  choose: string;
  replace: string;
  remove: string;
  none: string;
  chosen: string;
}

interface AttachmentFieldProps {
  text: AttachmentText;
  /** What the file picker offers. */
  types: readonly FileType[];
  file: File | null;
  /** Why the chosen file cannot be sent, if it cannot. */
  problem: string | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** What it holds may still change: a file kept for the person is being looked for. */
  busy?: boolean;
}

export function AttachmentField({ text, types, file, problem, onChange, disabled, busy }: AttachmentFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    // Cancelling the picker keeps the file chosen before.
    const chosen = event.target.files?.[0];
    if (chosen) onChange(chosen);
  };
  const remove = () => {
    // Cleared, so choosing the same file again still counts as a change.
    if (input.current) input.current.value = '';
    onChange(null);
    input.current?.focus();
  };

  return (
    <Box>
      <Typography id={`${id}-label`} sx={{ fontWeight: 600 }}>
        {text.label}
      </Typography>
      <Typography id={`${id}-hint`} sx={{ color: 'text.secondary', mb: 1.5 }}>
        {text.hint}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <FilePickButton
          inputRef={input}
          name="file"
          accept={acceptAttribute(types)}
          onChange={choose}
          disabled={disabled}
          describedBy={`${id}-label ${id}-hint ${id}-status`}
          invalid={Boolean(problem)}
        >
          {file ? text.replace : text.choose}
        </FilePickButton>
        {file && (
          <Button variant="text" onClick={remove} disabled={disabled}>
            {text.remove}
          </Button>
        )}
      </Box>
      <Box id={`${id}-status`} role="status" aria-busy={busy || undefined} sx={{ mt: 1 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {file ? (
            <>
              {text.chosen} <strong>{file.name}</strong> ({formatFileSize(file.size)})
            </>
          ) : (
            text.none
          )}
        </Typography>
        {problem && <Typography sx={{ color: 'error.main', fontWeight: 600 }}>{problem}</Typography>}
      </Box>
    </Box>
  );
}
