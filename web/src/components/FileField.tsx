/** A file picker for a stored document that may be replaced: it names the file kept now and the one chosen to replace it. */
import { useId, useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatFileSize } from '@gh/common/files';
import { FilePickButton } from './FilePickButton';

interface FileFieldProps {
  label: string;
  /** What may be chosen, e.g. 'PDF, DOC or DOCX, up to 5 MB.' */
  hint: string;
  /** The input's accept attribute. */
  accept: string;
  /** The name of the file stored now, if any. */
  current: string | null;
  /** The newly chosen file, not yet sent. */
  file: File | null;
  problem: string | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

export function FileField({ label, hint, accept, current, file, problem, onChange, disabled }: FileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (chosen) onChange(chosen); // a cancelled picker keeps what was chosen before
  }
  function undo() {
    if (input.current) input.current.value = ''; // so choosing the same file again counts
    onChange(null);
    input.current?.focus();
  }

  return (
    <Box>
      <Typography id={`${id}-label`} sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography id={`${id}-hint`} sx={{ color: 'text.secondary', mb: 1 }}>
        {hint}
      </Typography>
      <Typography data-testid="current-file" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        {current ? <>Current file: <strong>{current}</strong></> : 'No file uploaded yet.'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <FilePickButton
          inputRef={input}
          accept={accept}
          describedBy={`${id}-label ${id}-hint ${id}-status`}
          invalid={!!problem}
          disabled={disabled}
          onChange={choose}
        >
          {current || file ? 'Choose a new file' : 'Choose a file'}
        </FilePickButton>
        {file && (
          <Button onClick={undo} disabled={disabled}>
            {current ? 'Keep the current file' : 'Remove'}
          </Button>
        )}
      </Box>
      <Box id={`${id}-status`} role="status" sx={{ mt: 1 }}>
        {file && (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            New file: <strong>{file.name}</strong> ({formatFileSize(file.size)}), sent when you save.
          </Typography>
        )}
        {problem && <Typography sx={{ color: 'error.main', fontWeight: 600 }}>{problem}</Typography>}
      </Box>
    </Box>
  );
}
