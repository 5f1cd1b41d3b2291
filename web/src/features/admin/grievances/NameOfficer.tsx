/**
 * The grievance officer (docs/privacy.md, Grievances), for the key's session and owners: who
 * the privacy page names now (GET /grievance-officer), and the form that names a member of
 * staff, with the name, e-mail and phone the public pages show (PUT /{key}/grievance-officer).
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GrievanceOfficerContact } from '@gh/common/grievances';
import { surfaceSx } from '../../../components/surface';
import { useServerText } from '../../../components/serverText';
import { useT } from '../../../i18n/I18n';
import { adminRequest } from '../../../lib/adminAuth';
import { apiRequest } from '../../../lib/api';
import type { Notice } from '../shared/AdminNotice';
import { useErrorText } from '../shared/errorText';

const EMPTY = { staff: '', name: '', email: '', phone: '' };
type Field = keyof typeof EMPTY;
const FIELDS: readonly Field[] = ['staff', 'name', 'email', 'phone'];

export function NameOfficer({ notify }: { notify: (notice: Notice) => void }) {
  const t = useT();
  const server = useServerText();
  const errorText = useErrorText();
  const headingId = useId();
  const [current, setCurrent] = useState<GrievanceOfficerContact | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const load = () =>
    apiRequest<{ officer: GrievanceOfficerContact | null }>('grievanceOfficer').then(
      ({ officer }) => setCurrent(officer),
      () => setCurrent(null),
    );
  useEffect(() => void load(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setProblem(null);
    try {
      const answer = await adminRequest<{ message: string }>('nameGrievanceOfficer', { body: values });
      notify({ severity: 'success', message: server.success(answer.message) });
      setValues(EMPTY);
      await load();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ ...surfaceSx, height: 'auto', minWidth: 0 }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 1 }}>
        {t('staff.officerTitle')}
      </Typography>
      <Typography data-testid="grievance-officer" sx={{ color: 'text.secondary', mb: 2, overflowWrap: 'anywhere' }}>
        {current ? t('staff.officerNow', { ...current }) : t('staff.officerNone')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            name={`officer-${field}`}
            label={t('staff.officerField', { field })}
            type={field === 'phone' ? 'tel' : field === 'name' ? 'text' : 'email'}
            autoComplete="off"
            value={values[field]}
            onChange={(event) => setValues((now) => ({ ...now, [field]: event.target.value }))}
            disabled={sending}
            fullWidth
          />
        ))}
        {problem && (
          <Alert severity="error" role="alert" sx={{ fontSize: '1.0625rem' }}>
            {problem}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={sending}>
            {sending ? t('staff.sending') : t('staff.officerSave')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
