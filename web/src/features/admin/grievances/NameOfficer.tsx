/**
 * The grievance officer (docs/privacy.md, Grievances), for the key's session and owners: who
 * the privacy page names now (GET /grievance-officer), and the form that names a member of
 * staff, with the name, e-mail and phone the public pages show (PUT /{key}/grievance-officer).
 */
import { useEffect, useState, type FormEvent } from 'react';
import Typography from '@mui/material/Typography';
import type { GrievanceOfficerContact } from '@gh/common/grievances';
import { useT } from '../../../i18n/I18n';
import { adminRequest } from '../../../lib/adminAuth';
import { apiRequest } from '../../../lib/api';
import type { Notice } from '../shared/AdminNotice';
import { SendForm, TextFields, useSending } from '../shared/SendForm';

const EMPTY = { staff: '', name: '', email: '', phone: '' };
type Field = keyof typeof EMPTY;
const FIELDS: readonly Field[] = ['staff', 'name', 'email', 'phone'];

export function NameOfficer({ notify }: { notify: (notice: Notice) => void }) {
  const t = useT();
  const sending = useSending(notify);
  const [current, setCurrent] = useState<GrievanceOfficerContact | null>(null);
  const [values, setValues] = useState(EMPTY);

  const load = () =>
    apiRequest<{ officer: GrievanceOfficerContact | null }>('grievanceOfficer').then(
      ({ officer }) => setCurrent(officer),
      () => setCurrent(null),
    );
  useEffect(() => void load(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    void sending.send(
      () => adminRequest<{ message: string }>('nameGrievanceOfficer', { body: values }),
      () => (setValues(EMPTY), load()),
    );
  }

  return (
    <SendForm
      title={t('staff.officerTitle')}
      lead={
        <Typography data-testid="grievance-officer" sx={{ color: 'text.secondary', mb: 2, overflowWrap: 'anywhere' }}>
          {current ? t('staff.officerNow', { ...current }) : t('staff.officerNone')}
        </Typography>
      }
      submit={t('staff.officerSave')}
      sending={sending}
      onSubmit={submit}
    >
      <TextFields
        form="officer"
        fields={FIELDS}
        values={values}
        label={(field) => t('staff.officerField', { field })}
        type={(field) => (field === 'phone' ? 'tel' : field === 'name' ? 'text' : 'email')}
        onChange={setValues}
        disabled={sending.sending}
      />
    </SendForm>
  );
}
