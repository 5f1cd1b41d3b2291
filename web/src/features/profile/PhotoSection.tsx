/**
 * The volunteer's photo on /profile: the one his senior sees (his initial until there is one),
 * and a button that sends a new one at once, apart from Save: the server makes it afresh as a
 * small JPEG, and the live document brings its new id, which fetches the new link.
 */
import { useId, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MAX_UPLOAD_BYTES } from '@gh/common/constants';
import type { VolunteerDoc } from '@gh/common/documents';
import { FILE_TYPES, PHOTO_TYPES, acceptAttribute } from '@gh/common/files';
import { orListIn } from '@gh/common/locale-format';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { FilePickButton } from '../../components/FilePickButton';
import { fileProblem } from '../../components/fileProblem';
import { FormSection, Wide } from '../../components/FormSection';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import type { Outcome } from '../../components/outcome';
import { PersonPhoto } from '../../components/PersonPhoto';
import { useServerText } from '../../components/serverText';
import { useLang, useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import { usePhotoLink } from '../../lib/usePhotoLink';

export function PhotoSection({ doc }: { doc: VolunteerDoc }) {
  const t = useT();
  const lang = useLang();
  const said = useServerText();
  const id = useId();
  const photo = usePhotoLink(doc.email, doc.photo?.id);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function send(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = fileProblem(file, PHOTO_TYPES, SERVER_MESSAGES.photoType);
    if (problem) {
      setOutcome({ severity: 'error', message: said.success(problem) });
      return;
    }
    const form = new FormData();
    form.append('file', file, file.name);
    setSending(true);
    setOutcome(null);
    try {
      const answer = await apiRequest<{ message: string }>('savePhoto', {
        params: { email: doc.email },
        formData: form,
        token: await currentIdToken(),
      });
      setOutcome({ severity: 'success', message: said.success(answer.message) });
    } catch (error) {
      setOutcome({ severity: 'error', message: said.failure(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <FormSection title={t('profile.photoTitle')}>
      <Wide>
        <Box data-testid="photo-section" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2.5, alignItems: 'center' }}>
          <PersonPhoto name={doc.name || doc.email} src={photo} alt={t('profile.photoAlt')} size={112} />
          <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Typography id={`${id}-hint`} sx={{ mb: 1.5 }}>
              {t('profile.photoHint', {
                types: orListIn(
                  PHOTO_TYPES.map((type) => FILE_TYPES[type].label),
                  lang,
                ),
                megabytes: MAX_UPLOAD_BYTES / (1024 * 1024),
              })}
            </Typography>
            <FilePickButton
              size="large"
              accept={acceptAttribute(PHOTO_TYPES)}
              onChange={(event) => void send(event)}
              disabled={sending}
              describedBy={`${id}-hint`}
            >
              {t(sending ? 'profile.photoSending' : doc.photo ? 'profile.photoChange' : 'profile.photoChoose')}
            </FilePickButton>
          </Box>
        </Box>
        {outcome && (
          <Box sx={{ mt: 2 }}>
            <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
          </Box>
        )}
      </Wide>
    </FormSection>
  );
}
