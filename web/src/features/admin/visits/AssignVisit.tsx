/**
 * Assign a visit to a linked pair (spec section 3, POST /{key}/volunteer/assignTask), behind a
 * button so a long list of requests stays short: the button opens the form in
 * place (aria-expanded, focus to its first field), Close or Escape folds it and focus returns
 * to the button. "Repeat weekly for N weeks" makes a series. A Requested pair leaves its panel
 * by itself once assigned; an Assigned pair can get more visits ("Add visits").
 */
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormTextField } from '../../../components/FormTextField';
import { MAX_REPEAT_WEEKS } from '@gh/common/visits';
import { LABEL_ABOVE } from '../../../components/labelAbove';
import { useFormFields } from '../../../components/useFormFields';
import { useServerText } from '../../../components/serverText';
import { useT } from '../../../i18n/I18n';
import { adminRequest } from '../../../lib/adminAuth';
import type { Notice } from '../shared/AdminNotice';
import type { LinkedVolunteer } from '../adminData';
import { TASK_INITIAL, parseTask } from './assignTaskForm';
import { useAdminFieldProps } from '../shared/adminFieldText';
import { useErrorText } from '../shared/errorText';
import { VisitFields } from './VisitFields';

interface AssignProps {
  volunteer: LinkedVolunteer;
  notify: (notice: Notice) => void;
  /** 'more': the pair is Assigned already and gets more visits. */
  mode?: 'first' | 'more';
  /** Where focus goes once assigned, when the row leaves its panel (a Requested pair). */
  afterAssign?: () => void;
}

export function AssignVisit({ volunteer, notify, mode = 'first', afterAssign }: AssignProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const formId = useId();

  function close() {
    setOpen(false);
    opener.current?.focus();
  }

  return (
    <Box sx={{ mt: 2, flexBasis: open ? '100%' : 'auto' }}>
      <Button
        ref={opener}
        variant={open ? 'text' : 'outlined'}
        size="large"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        aria-label={t(mode === 'more' ? 'adminVisits.moreLabel' : 'adminVisits.assignLabel', { name: volunteer.name })}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t(mode === 'more' ? 'adminVisits.more' : 'adminVisits.assign')}
      </Button>
      {open && <AssignTaskForm id={formId} volunteer={volunteer} notify={notify} onClose={close} onAssigned={afterAssign ?? close} />}
    </Box>
  );
}

/** Says plainly what the senior's card will lack; assigning still works (the admin may know the volunteer). */
function TrustNote({ volunteer }: { volunteer: LinkedVolunteer }) {
  const t = useT();
  if (volunteer.hasPhoto && volunteer.idChecked) return null;
  return (
    <Alert severity="info" data-testid="assign-trust-note" sx={{ mb: 2 }}>
      {!volunteer.hasPhoto && <Box>{t('adminVisits.noPhotoYet', { name: volunteer.name })}</Box>}
      {!volunteer.idChecked && <Box>{t('adminVisits.notCheckedYet', { name: volunteer.name })}</Box>}
      <Box>{t('adminVisits.assignAnyway')}</Box>
    </Alert>
  );
}

interface FormProps extends AssignProps {
  id: string;
  onClose: () => void;
  onAssigned: () => void;
}

function AssignTaskForm({ id, volunteer, notify, onClose, onAssigned }: FormProps) {
  const t = useT();
  const server = useServerText();
  const errorText = useErrorText();
  const form = useFormFields(TASK_INITIAL, (values) => parseTask(values, volunteer), `assign-${id.replace(/:/g, '')}`);
  const weeks = useAdminFieldProps(form.text)('repeatWeeks');
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const payload = form.submit();
    if (!payload || sending) return;
    setSending(true);
    try {
      const answer = await adminRequest<{ message: string }>('assignTask', { body: payload });
      notify({ severity: 'success', message: server.success(answer.message) });
      onAssigned();
    } catch (error) {
      notify({ severity: 'error', message: errorText(error) });
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') onClose();
  }

  return (
    <Box
      id={id}
      component="form"
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      aria-label={t('adminVisits.formLabel', { name: volunteer.name, email: volunteer.email })}
      sx={{ mt: 2 }}
    >
      <TrustNote volunteer={volunteer} />
      <VisitFields form={form} autoFocus />
      <FormTextField
        {...weeks}
        label={t('adminVisits.repeatLabel')}
        type="number"
        required
        helperText={weeks.error ? weeks.helperText : t('adminVisits.repeatHelp')}
        slotProps={{ ...LABEL_ABOVE, htmlInput: { min: 1, max: MAX_REPEAT_WEEKS, step: 1, inputMode: 'numeric' } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={sending}
          aria-label={t('adminVisits.submitLabel', { name: volunteer.name })}
        >
          {sending ? t('adminVisits.assigning') : t('adminVisits.submit')}
        </Button>
        <Button size="large" onClick={onClose}>
          {t('adminVisits.close')}
        </Button>
      </Box>
    </Box>
  );
}
