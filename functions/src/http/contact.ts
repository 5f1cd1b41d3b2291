/**
 * POST /sendemail (spec section 7): the contact form, multipart with name, email, message and
 * an optional file. Every check happens before anything is stored or sent: a bad field is a
 * 400, a file over the limit a 413, a file whose bytes are not a document or an image a 415,
 * and past the per-address or global limit (FORM_RATE_LIMITS) a 429.
 */
import { Router } from 'express';
import { API } from '@gh/common/api-routes';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { contactMessageSchema } from '@gh/common/schemas';
import { CONTACT_ATTACHMENT_TYPES } from '@gh/common/files';
import { receiveContactMessage } from '../services/contact.ts';
import { limitFormSends } from '../services/rate-limit.ts';
import { clientAddress } from './client-address.ts';
import { readMultipart } from './multipart.ts';
import { checkedUpload } from './uploads.ts';
import { parseBody } from './validate.ts';

export function contactRouter(): Router {
  const router = Router();

  router.post(API.sendEmail.path, async (req, res) => {
    const { fields, file } = await readMultipart(req);
    const input = parseBody(contactMessageSchema, fields);
    const attachment = file && checkedUpload(file, CONTACT_ATTACHMENT_TYPES, 'contactAttachmentType');
    await limitFormSends('contact', clientAddress(req));
    await receiveContactMessage(input, attachment);
    res.json({ message: SERVER_MESSAGES.messageSent });
  });

  return router;
}
