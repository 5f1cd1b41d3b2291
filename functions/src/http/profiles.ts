/**
 * Saving /profile (spec sections 2 and 7): POST /volunteer/{email} and POST /senior/senior/{email},
 * multipart, by the owner only. Lists come as repeated fields or one comma list; the
 * volunteer's CV is checked by its bytes (PDF, DOC or DOCX; over the limit 413, another type
 * 415) before anything is stored. The answer carries the cookie-sized `user`, so the web app
 * can refresh its stored session. POST /volunteer/{email}/photo takes the volunteer's photo
 * (JPEG, PNG or WebP by its bytes), made afresh on the server, and answers a link to it.
 */
import { Router, type Request } from 'express';
import { PHOTO_TYPES, RESUME_TYPES } from '@gh/common/files';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { API } from '@gh/common/api-routes';
import { seniorProfileSchema, volunteerProfileSchema } from '@gh/common/schemas';
import { saveSeniorProfile, saveVolunteerProfile } from '../services/people/profiles.ts';
import { savePhoto } from '../services/files/photo.ts';
import { callerIn, requireSelf } from './auth-middleware.ts';
import { ServiceError } from '../services/errors.ts';
import { formList } from './form-lists.ts';
import { readMultipart } from './multipart.ts';
import { checkedUpload } from './uploads.ts';
import { parseBody } from './validate.ts';

/**
 * The form as sent, its lists read however they came; the e-mail may be sent but not changed.
 * `list` is the spec's list, always read; `added` are this issue's, read only when sent.
 */
async function profileForm(req: Request, email: string, list: string, added: readonly string[]) {
  const form = await readMultipart(req);
  const sent = form.fields.email?.trim().toLowerCase();
  if (sent && sent !== email) throw new ServiceError('emailUnchangeable');
  const lists = Object.fromEntries(
    added.filter((name) => form.lists[name] ?? form.lists[`${name}[]`]).map((name) => [name, formList(form.lists, name)]),
  );
  return { ...form, body: { ...form.fields, ...lists, [list]: formList(form.lists, list) } };
}

export function profilesRouter(): Router {
  const router = Router();

  router.post(API.saveVolunteer.path, requireSelf(), async (req, res) => {
    const { email } = callerIn(res.locals);
    const { body, file } = await profileForm(req, email, 'skills', ['availability', 'languages']);
    const profile = parseBody(volunteerProfileSchema, body);
    const cv = file && checkedUpload(file, RESUME_TYPES, 'cvType');
    res.json({ message: SERVER_MESSAGES.profileSaved, user: await saveVolunteerProfile(email, profile, cv) });
  });

  router.post(API.savePhoto.path, requireSelf(), async (req, res) => {
    const { email } = callerIn(res.locals);
    const { file } = await readMultipart(req);
    if (!file) throw new ServiceError('fileEmpty');
    await savePhoto(email, checkedUpload(file, PHOTO_TYPES, 'photoType'));
    res.json({ message: SERVER_MESSAGES.photoSaved });
  });

  router.post(API.saveSenior.path, requireSelf(), async (req, res) => {
    const { email } = callerIn(res.locals);
    const { body } = await profileForm(req, email, 'interests', ['services']);
    const profile = parseBody(seniorProfileSchema, body);
    res.json({ message: SERVER_MESSAGES.profileSaved, user: await saveSeniorProfile(email, profile) });
  });

  return router;
}
