/** The words of the admin dashboard's CSV downloads (issue 13, item 6). */
import type { ExportKind } from '@gh/common/routes';

export const EXPORT_TEXT = {
  title: 'Download (CSV)',
  lead: 'Everyone on record, as a file that opens in Excel, LibreOffice or Google Sheets.',
  button: {
    volunteers: 'Download volunteers (CSV)',
    seniors: 'Download seniors (CSV)',
    applications: 'Download applications (CSV)',
  } satisfies Record<ExportKind, string>,
  busy: 'Preparing the file...',
  failed: 'The file could not be downloaded.',
} as const;
