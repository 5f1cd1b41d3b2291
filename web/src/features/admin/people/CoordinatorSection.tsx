/**
 * "Her coordinator" on a senior's /admin/profile, for owners: whom her concerns reach first
 * (PUT /{key}/senior/coordinator names a coordinator of her city or an owner, with the name and
 * phone her dashboard shows; DELETE leaves her with none, and her concerns reach the team).
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SeniorDoc } from '@gh/common/documents';
import { useT } from '../../../i18n/I18n';
import { adminRequest } from '../../../lib/adminAuth';
import type { Notice } from '../shared/AdminNotice';
import { SendForm, TextFields, useSending } from '../shared/SendForm';

const EMPTY = { staff: '', name: '', phone: '' };
type Field = keyof typeof EMPTY;
const FIELDS: readonly Field[] = ['staff', 'name', 'phone'];
const TYPE_OF: Record<Field, string> = { staff: 'email', name: 'text', phone: 'tel' };

export function CoordinatorSection({ senior, onChanged }: { senior: SeniorDoc; onChanged: () => void }) {
  const t = useT();
  const [done, setDone] = useState<Notice | null>(null);
  const sending = useSending(setDone);
  const [values, setValues] = useState(EMPTY);
  const current = senior.coordinator;

  function submit(event: FormEvent) {
    event.preventDefault();
    void sending.send(
      () => adminRequest<{ message: string }>('nameCoordinator', { body: { semail: senior.email, ...values } }),
      () => (setValues(EMPTY), onChanged()),
    );
  }
  const clear = () =>
    void sending.send(() => adminRequest<{ message: string }>('clearCoordinator', { body: { semail: senior.email } }), onChanged);

  return (
    <SendForm
      title={t('adminProfile.coordinator.title')}
      lead={
        <>
          <Typography data-testid="senior-coordinator" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {current ? t('adminProfile.coordinator.now', { ...current }) : t('adminProfile.coordinator.none')}
          </Typography>
          {current && (
            <Button variant="outlined" onClick={clear} disabled={sending.sending} sx={{ mb: 2 }}>
              {t('adminProfile.coordinator.clear')}
            </Button>
          )}
          {done && (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {done.message}
            </Alert>
          )}
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('adminProfile.coordinator.lead')}</Typography>
        </>
      }
      submit={t('adminProfile.coordinator.save')}
      sending={sending}
      onSubmit={submit}
    >
      <TextFields
        form="coordinator"
        fields={FIELDS}
        values={values}
        label={(field) => t('adminProfile.coordinator.field', { field })}
        type={(field) => TYPE_OF[field]}
        onChange={setValues}
        disabled={sending.sending}
      />
    </SendForm>
  );
}
