/** An optional file picker that says what it holds. */
import { useId, useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CONTACT_ATTACHMENT_TYPES, acceptAttribute, formatFileSize } from '@gh/common/files';
import { FilePickButton } from '../../components/FilePickButton';
import { CONTACT_TEXT } from './contactContent';

const TEXT = CONTACT_TEXT.attachment;
const ACCEPT = acceptAttribute(CONTACT_ATTACHMENT_TYPES);

interface AttachmentFieldProps {
  file: File | null;
  /** Why the chosen file cannot be sent, if it cannot. */
  problem: string | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

export function AttachmentField({ file, problem, onChange, disabled }: AttachmentFieldProps) {
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
        {TEXT.label}
      </Typography>
      <Typography id={`${id}-hint`} sx={{ color: 'text.secondary', mb: 1.5 }}>
        {TEXT.hint}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <FilePickButton
          inputRef={input}
          accept={ACCEPT}
          describedBy={`${id}-label ${id}-hint ${id}-status`}
          invalid={!!problem}
          disabled={disabled}
          onChange={choose}
        >
          {file ? TEXT.replace : TEXT.choose}
        </FilePickButton>
        {file && (
          <Button variant="text" onClick={remove} disabled={disabled}>
            {TEXT.remove}
          </Button>
        )}
      </Box>
      <Box id={`${id}-status`} role="status" sx={{ mt: 1 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {file ? (
            <>
              {TEXT.chosen} <strong>{file.name}</strong> ({formatFileSize(file.size)})
            </>
          ) : (
            TEXT.none
          )}
        </Typography>
        {problem && <Typography sx={{ color: 'error.main', fontWeight: 600 }}>{problem}</Typography>}
      </Box>
    </Box>
  );
}
