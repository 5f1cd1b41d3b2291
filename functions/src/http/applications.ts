/**
 * POST /volunteer/volunteer/application (spec sections 3, 7 and 8): multipart with the
 * application fields, `languages` as repeated fields or one JSON or comma list, and an optional
 * resume, and the page's `lang` (optional, as on registration: the applicant's e-mails are
 * written in it). Every check happens before anything is stored: a bad field is a 400, a resume over
 * the limit a 413, one whose bytes are not PDF, DOC or DOCX a 415, and past the per-address or
 * global limit (FORM_RATE_LIMITS) a 429. POST .../application/replace `{token}`: the e-mailed link
 * that makes an application sent again replace the one on file. POST .../application/erase
 * `{email, lang}` and .../erase/confirm `{email, code}`: the applicant erases an application not
 * yet an account, with its resume, by a code mailed to its address (docs/privacy.md, Erasure).
 */
import { Router } from 'express';
import { RESUME_TYPES } from '@gh/common/files';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { API } from '@gh/common/api-routes';
import {
  applicationEraseConfirmSchema,
  applicationEraseRequestSchema,
  applicationSchema,
  replaceApplicationSchema,
  requestLangSchema,
} from '@gh/common/schemas';
import { replaceApplication } from '../services/applications/application-replacements.ts';
import { submitApplication } from '../services/applications/applications.ts';
import { ServiceError } from '../services/errors.ts';
import { eraseApplication, requestApplicationErasureCode } from '../services/people/erasure.ts';
import { formList } from './form-lists.ts';
import { limitFormSends } from '../services/rate-limit.ts';
import { clientAddress } from './client-address.ts';
import { readMultipart } from './multipart.ts';
import { checkedUpload } from './uploads.ts';
import { parseBody } from './validate.ts';

export function applicationsRouter(): Router {
  const router = Router();

  router.post(API.apply.path, async (req, res) => {
    const { fields, lists, file } = await readMultipart(req);
    const input = parseBody(applicationSchema, { ...fields, languages: formList(lists, 'languages') });
    const resume = file && checkedUpload(file, RESUME_TYPES, 'resumeType');
    await limitFormSends('application', clientAddress(req));
    await submitApplication(input, resume, requestLangSchema.parse(fields.lang));
    res.json({ message: SERVER_MESSAGES.applicationSubmitted });
  });

  router.post(API.replaceApplication.path, async (req, res) => {
    // Whatever is wrong with the body, the answer is the same: this link is not valid.
    const body = replaceApplicationSchema.safeParse(req.body);
    if (!body.success) throw new ServiceError('replaceLinkInvalid');
    res.set('cache-control', 'private, no-store');
    res.json({ message: await replaceApplication(body.data.token, body.data.replacements) });
  });

  router.post(API.applicationEraseRequest.path, async (req, res) => {
    const { email, lang } = parseBody(applicationEraseRequestSchema, req.body);
    await requestApplicationErasureCode(email, clientAddress(req), lang);
    res.json({ message: SERVER_MESSAGES.codeSent });
  });

  router.post(API.applicationEraseConfirm.path, async (req, res) => {
    const { email, code } = parseBody(applicationEraseConfirmSchema, req.body);
    await eraseApplication(email, code);
    res.json({ message: SERVER_MESSAGES.applicationErased });
  });

  return router;
}
