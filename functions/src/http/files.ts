/**
 * GET /files/resume?email=&expires=&sig= : a resume through the signed link the admin's
 * application call issued (services/file-links.ts), shown in the browser (inline) with its
 * own content type. 403 for an expired or tampered link, never the file.
 */
import { Router } from 'express';
import { z } from 'zod';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { API } from '@gh/common/routes';
import { emailSchema } from '@gh/common/schemas';
import { logger } from 'firebase-functions/logger';
import { linkedResume } from '../services/applications.ts';
import { HttpError } from './errors.ts';

const linkQuery = z.object({
  email: emailSchema,
  expires: z.coerce.number().int().nonnegative(),
  sig: z.string().min(1).max(100),
});

export function filesRouter(): Router {
  const router = Router();

  router.get(API.resumeFile.path, async (req, res) => {
    const query = linkQuery.safeParse(req.query);
    if (!query.success) throw new HttpError(403, SERVER_MESSAGES.linkInvalid);
    const { email, expires, sig } = query.data;
    const { file, stream } = await linkedResume(email, expires, sig);

    await new Promise<void>((resolve) => {
      stream.once('error', (error: Error) => {
        if (!res.headersSent) {
          // Gone from Storage: answer as JSON, not as the file the headers announced.
          res.removeHeader('content-disposition');
          res.status(404).json({ message: SERVER_MESSAGES.notFound });
        } else {
          logger.error(error, { route: API.resumeFile.path });
          res.destroy(error);
        }
        resolve();
      });
      stream.once('end', resolve);
      res.set({
        'content-type': file.contentType,
        'content-length': String(file.size),
        'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      stream.pipe(res);
    });
  });

  return router;
}
