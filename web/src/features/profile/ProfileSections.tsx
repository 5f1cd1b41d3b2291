/** The parts both profile forms share: who the person is, and the form around it with Save. */
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TextFieldProps } from '@mui/material/TextField';
import { FormTextField } from '../../components/FormTextField';
import Typography from '@mui/material/Typography';
import type { Outcome } from '../../components/outcome';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { DraftNotice } from '../../components/DraftNotice';
import { FormSection } from '../../components/FormSection';
import { fieldId } from '../../components/useFormFields';
import { useT } from '../../i18n/I18n';

type TextProps = (name: 'name') => TextFieldProps;

/** Name and e-mail; `children` are further fields (a senior's phone and date of birth). */
export function PersonalInformation({ text, email, children }: { text: TextProps; email: string; children?: ReactNode }) {
  const t = useT();
  return (
    <FormSection title={t('profile.personalTitle')}>
      <FormTextField {...text('name')} label={t('profile.fullName')} required autoComplete="name" />
      <FormTextField
        id={fieldId('email')}
        name="email"
        label={t('profile.email')}
        value={email}
        helperText={t('profile.emailFixed')}
        fullWidth
        // A tinted field says it cannot be typed into before anyone tries.
        sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      {children}
    </FormSection>
  );
}

interface ProfileFormProps {
  label: string;
  saving: boolean;
  outcome: Outcome | null;
  onSave: () => void;
  onDismiss: () => void;
  /** useFormFields' `draft`: the form says when it shows a kept draft. */
  draft: ComponentProps<typeof DraftNotice>['draft'];
  children: ReactNode;
}

/** The form around a profile's sections: the required-fields note, Save, and what the save said. */
export function ProfileForm({ label, saving, outcome, onSave, onDismiss, draft, children }: ProfileFormProps) {
  const t = useT();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!saving) onSave();
  }
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label} sx={{ mt: 4, maxWidth: 880 }}>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>{t('profile.requiredNote')}</Typography>
      <DraftNotice draft={draft} />
      {children}
      <Button type="submit" variant="contained" size="large" disabled={saving} sx={{ minWidth: 160 }}>
        {t(saving ? 'profile.saving' : 'profile.save')}
      </Button>
      <Box sx={{ mt: 3 }}>
        <OutcomeNotice outcome={outcome} onDismiss={onDismiss} />
      </Box>
    </Box>
  );
}
