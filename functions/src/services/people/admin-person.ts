/**
 * /admin/profile: everything stored about one e-mail, read in one go: the
 * volunteer application, if any, the registration on whichever side it is, and a volunteer's
 * photo and latest identity check.
 */
import type { AdminPersonView } from '@gh/common/documents';
import { readApplication } from '../../store/applications.ts';
import { readPerson } from '../../store/people.ts';
import { adminApplication } from '../applications/applications.ts';
import { cvLink } from '../files/cv.ts';
import { photoLink } from '../files/photo.ts';
import { readIdentityCheck } from '../../store/identity-checks.ts';
import { ServiceError } from '../errors.ts';

/** 404 'No profile' when the e-mail has neither an application nor a registration. */
export async function adminPersonView(email: string, now = Date.now()): Promise<AdminPersonView> {
  const [application, volunteer, senior, identityCheck] = await Promise.all([
    readApplication(email),
    readPerson('volunteer', email),
    readPerson('senior', email),
    readIdentityCheck(email),
  ]);
  if (!application && !volunteer && !senior) throw new ServiceError('noProfile');
  return {
    application: application && adminApplication(application, now),
    volunteer: volunteer && {
      ...volunteer,
      cv: volunteer.cv && cvLink(email, volunteer.cv, now),
      photo: volunteer.photo ? photoLink(email, volunteer.photo, now) : null,
      identityCheck,
    },
    senior,
  };
}
