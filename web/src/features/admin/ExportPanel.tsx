/**
 * Downloads of the volunteers, seniors and applications as CSV (issue 13, item 6): the file is
 * fetched with the admin session and handed to the browser's downloads.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EXPORT_KINDS, exportFile, type ExportKind } from '@gh/common/routes';
import { EXPORT_TEXT } from '../../content/adminExport';
import { adminFile } from '../../lib/adminAuth';
import { saveDownload } from '../../lib/saveDownload';
import { AdminPanel } from './AdminPanel';

export function ExportPanel() {
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function download(kind: ExportKind) {
    setBusy(kind);
    setProblem(null);
    try {
      saveDownload(await adminFile('adminExport', { params: { file: exportFile(kind) } }));
    } catch (error) {
      setProblem(`${EXPORT_TEXT.failed} ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <AdminPanel title={EXPORT_TEXT.title}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{EXPORT_TEXT.lead}</Typography>
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
            {busy === kind ? EXPORT_TEXT.busy : EXPORT_TEXT.button[kind]}
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
