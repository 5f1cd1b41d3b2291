/**
 * Downloads of the volunteers, seniors and applications as CSV: the file is
 * fetched with the admin session and handed to the browser's downloads.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EXPORT_KINDS, exportFile, type ExportKind } from '@gh/common/api-routes';
import { useT } from '../../../i18n/I18n';
import { adminFile } from '../../../lib/adminAuth';
import { saveDownload } from '../../../lib/saveDownload';
import { AdminPanel } from './AdminPanel';
import { useErrorText } from '../shared/errorText';

export function ExportPanel() {
  const t = useT();
  const errorText = useErrorText();
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function download(kind: ExportKind) {
    setBusy(kind);
    setProblem(null);
    try {
      saveDownload(await adminFile('adminExport', { params: { file: exportFile(kind) } }));
    } catch (error) {
      setProblem(t('admin.exportFailed', { problem: errorText(error) }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <AdminPanel title={t('admin.exportTitle')}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('admin.exportLead')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {EXPORT_KINDS.map((kind) => (
          <Button
            key={kind}
            variant="outlined"
            size="large"
            disabled={busy !== null}
            aria-busy={busy === kind}
            onClick={() => void download(kind)}
            sx={{ flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          >
            {busy === kind ? t('admin.exportBusy') : t('admin.exportButton', { kind })}
          </Button>
        ))}
      </Box>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 2, fontSize: '1.0625rem' }}>
          {problem}
        </Alert>
      )}
    </AdminPanel>
  );
}
