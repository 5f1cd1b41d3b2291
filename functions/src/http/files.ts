/**
 * GET /files/resume?email=&expires=&sig= : a resume through the signed link the admin's
 * application call issued (services/files/file-links.ts), GET /files/cv: a volunteer's CV through
 * the link GET /volunteer/{email} issued, and GET /files/photo: a volunteer's photo through the
 * link POST /files/photo-link issued to him, his senior or her family. Shown in the browser (inline) with
 * the file's own content type; 403 for an expired or tampered link, never the file.
 */
import { Router, type Response } from 'express';
import type { StoredFile } from '@gh/common/documents';
import { z } from 'zod';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { API } from '@gh/common/api-routes';
import { emailSchema, photoLinkSchema } from '@gh/common/schemas';
import { logger } from 'firebase-functions/logger';
import { linkedResume } from '../services/applications/applications.ts';
import { linkedCv } from '../services/files/cv.ts';
import { linkedPhoto, photoLinkFor } from '../services/files/photo.ts';
import type { SignedLink } from '../services/files/signed-files.ts';
import { callerIn, requireSignedIn } from './auth-middleware.ts';
import { parseBody } from './validate.ts';
import { ServiceError } from '../services/errors.ts';

const linkQuery = z.object({
  email: emailSchema,
  expires: z.coerce.number().int().nonnegative(),
  sig: z.string().min(1).max(100),
});

/** Streams the file a signed link names; `open` checks the link and finds the file. */
async function serveLinked(
  query: unknown,
  res: Response,
  route: string,
  open: (link: SignedLink) => Promise<{ file: StoredFile; stream: NodeJS.ReadableStream }>,
) {
  const link = linkQuery.safeParse(query);
  if (!link.success) throw new ServiceError('linkInvalid');
  const { file, stream } = await open(link.data);

  await new Promise<void>((resolve) => {
    stream.once('error', (error: Error) => {
      if (!res.headersSent) {
        // Gone from Storage: answer as JSON, not as the file the headers announced.
        res.removeHeader('content-disposition');
        res.status(404).json({ message: SERVER_MESSAGES.notFound });
      } else {
        logger.error(error, { route });
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
}

export function filesRouter(): Router {
  const router = Router();

  router.get(API.resumeFile.path, (req, res) => serveLinked(req.query, res, API.resumeFile.path, (link) => linkedResume(link)));

  router.get(API.cvFile.path, (req, res) => serveLinked(req.query, res, API.cvFile.path, (link) => linkedCv(link)));

  router.get(API.photoFile.path, (req, res) => serveLinked(req.query, res, API.photoFile.path, (link) => linkedPhoto(link)));

  router.post(API.photoLink.path, requireSignedIn(), async (req, res) => {
    res.json(await photoLinkFor(callerIn(res.locals), parseBody(photoLinkSchema, req.body)));
  });

  return router;
}
