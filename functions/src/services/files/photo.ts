/**
 * A volunteer's photo (docs/members.md, The senior's card): made afresh as a small JPEG on the
 * server (docs/decisions/0015-photos-made-afresh-with-sharp.md), stored under
 * `photos/{email}/{upload id}.jpg`, never public; shown through a ten-minute signed link to the
 * volunteer himself, to the senior linked with him, to the members of her family circle she lets
 * see his card once he is assigned to her, and to the admin.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_MAX_EDGE } from '@gh/common/constants';
import type { StoredPhoto, VolunteerDoc } from '@gh/common/documents';
import { API } from '@gh/common/api-routes';
import { linkSecret } from '../../config.ts';
import { deleteFile, saveFile } from '../../store/files.ts';
import { readPerson } from '../../store/people.ts';
import type { Caller } from '../identity/accounts.ts';
import { ServiceError } from '../errors.ts';
import type { CheckedFile } from './files.ts';
import { signedFileLink } from './file-links.ts';
import { openSignedFile, type SignedLink } from './signed-files.ts';
import { changeVolunteer } from '../people/volunteer-card.ts';
import { familySeesVolunteer } from '../circle/family-volunteer.ts';

/**
 * Past this many pixels a picture is refused before it is decoded: a small file can claim a
 * huge canvas. A phone's 50-megapixel camera is under it.
 */
const MAX_INPUT_PIXELS = 64_000_000;

/**
 * The picture turned upright, at most PHOTO_MAX_EDGE pixels on its longer edge, on white where
 * it was transparent, as a new JPEG: what was in the upload beyond the pixels (the camera's
 * place and time, anything hidden after the image) is not carried over. 415 when the bytes
 * only look like a picture.
 */
export async function freshPhoto(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new ServiceError('photoType');
  }
}

/**
 * The volunteer's new photo replaces the one his record names as the save reads it, and that
 * file is removed: of uploads at once each replaces the one before it, and none is left that
 * nothing names. A refused or failed save removes its own upload.
 */
export async function savePhoto(email: string, upload: CheckedFile): Promise<void> {
  // Before the work of a new picture: a senior's own e-mail is no volunteer.
  if (!(await readPerson('volunteer', email))) throw new ServiceError('volunteerNotFound');
  const id = randomUUID();
  const stored = await saveFile(`photos/${email}/${id}.jpg`, 'photo.jpg', 'image/jpeg', await freshPhoto(upload.bytes));
  const photo: StoredPhoto = { ...stored, id };
  let saved;
  try {
    saved = await changeVolunteer(email, () => ({ photo }));
  } catch (error) {
    await deleteFile(photo.path).catch(() => undefined);
    throw error;
  }
  if (!saved) {
    await deleteFile(photo.path);
    throw new ServiceError('volunteerNotFound');
  }
  if (saved.before.photo) await deleteFile(saved.before.photo.path);
}

/** The photo's name and a ten-minute link to it. */
export function photoLink(email: string, photo: StoredPhoto, now = Date.now()) {
  return { filename: photo.filename, link: signedFileLink(API.photoFile.path, { email, path: photo.path }, linkSecret(), now) };
}

/**
 * Whether `caller` may see the volunteer's photo: he himself, the senior linked with him both
 * ways, or a member of her family circle whose view names him (familySeesVolunteer).
 */
async function maySee(caller: Caller, volunteer: VolunteerDoc | null): Promise<boolean> {
  if (!volunteer) return false;
  if (caller.email === volunteer.email) return true;
  if (volunteer.senior?.email === caller.email && (await readPerson('senior', caller.email))?.volunteer?.email === volunteer.email) {
    return true;
  }
  return familySeesVolunteer(caller, volunteer);
}

/** Whose photo POST /files/photo-link asks for: the volunteer's `email`, or else the volunteer of the senior `senior`. */
export interface PhotoOf {
  email?: string;
  senior?: string;
}

/** POST /files/photo-link: 403 for anyone else (whether or not there is a photo), 404 when there is none. */
export async function photoLinkFor(caller: Caller, of: PhotoOf, now = Date.now()): Promise<{ link: string }> {
  const email = of.email ?? (of.senior && (await readPerson('senior', of.senior))?.volunteer?.email);
  const volunteer = email ? await readPerson('volunteer', email) : null;
  if (!(await maySee(caller, volunteer))) throw new ServiceError('forbidden');
  if (!volunteer?.photo) throw new ServiceError('noPhoto');
  return { link: photoLink(volunteer.email, volunteer.photo, now).link };
}

/** The photo a signed link names: 403 when the link is expired, tampered with, or for a replaced photo. */
export async function linkedPhoto(link: SignedLink, now = Date.now()) {
  const photo = (await readPerson('volunteer', link.email))?.photo;
  return openSignedFile(photo, link, { expired: 'photoLinkExpired', invalid: 'photoLinkInvalid' }, now);
}
