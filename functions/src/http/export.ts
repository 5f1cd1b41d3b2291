/**
 * GET /{key}/export/{kind}.csv: the rows are written as they are read, a
 * page at a time, with backpressure (pipeline), never the whole collection in memory. Should
 * a read fail half-way, the connection is cut, so a partial file never looks complete. Who
 * downloaded which file goes into the audit log first.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { EXPORT_KINDS, exportFile } from '@gh/common/api-routes';
import { dateInZone } from '@gh/common/time';
import { VISIT_TIME_ZONE } from '@gh/common/constants';
import { CSV_CONTENT_TYPE, csvWriter } from '../services/export/csv.ts';
import { ServiceError } from '../services/errors.ts';
import { exportRows, recordExport } from '../services/export/export.ts';
import { adminActorIn } from './admin-key.ts';

export async function sendExport(req: Request, res: Response): Promise<void> {
  const kind = EXPORT_KINDS.find((one) => exportFile(one) === req.params.file);
  if (!kind) throw new ServiceError('notFound');
  // Kept first: a download cut half-way has still shown people's details to someone.
  await recordExport(kind, adminActorIn(res.locals));
  const day = dateInZone(Date.now(), VISIT_TIME_ZONE.offsetMinutes);
  res.set({
    'Content-Type': CSV_CONTENT_TYPE,
    'Content-Disposition': `attachment; filename="golden-hearts-${kind}-${day}.csv"`,
    // People's addresses and phones: never kept by a browser or proxy cache.
    'Cache-Control': 'no-store',
  });
  await pipeline(Readable.from(exportRows(kind)), csvWriter(), res);
}
