/**
 * The admin area (spec sections 6 and 7): POST /admin exchanges the key for a session, and the
 * `/{key}/...` calls list, show and decide applications behind requireAdminKey.
 */
import { Router } from 'express';
import { APPLICATION_STATUS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { API } from '@gh/common/routes';
import { adminKeySchema, applicationRefSchema, visitAssignmentSchema } from '@gh/common/schemas';
import { adminSession } from '../services/admin-key.ts';
import { assignVisit } from '../services/links.ts';
import {
  applicationSummaries, applicationView, decideApplication, volunteerSummaries,
} from '../services/applications.ts';
import { requireAdminKey } from './admin-key.ts';
import { clientAddress } from './client-address.ts';
import { ServiceError } from '../services/errors.ts';
import { parseBody } from './validate.ts';

const KEYED_CALLS = [
  API.adminVolunteers, API.adminApplications, API.adminApplication, API.approveApplication, API.rejectApplication, API.assignTask,
];

/** A keyed call sent without its key (`/applications` or `//applications`): a 401, like a wrong key. */
const KEYLESS_PATHS = KEYED_CALLS.flatMap(({ path }) => {
  const keyless = path.replace('/:key', '');
  return [keyless, `/${keyless}`];
});

export function adminRouter(): Router {
  const router = Router();

  router.all(KEYLESS_PATHS, () => {
    throw new ServiceError('invalidAdminKey');
  });

  router.post(API.adminLogin.path, async (req, res) => {
    const { adminkey } = parseBody(adminKeySchema, req.body);
    res.json(await adminSession(adminkey, clientAddress(req)));
  });

  router.get(API.adminVolunteers.path, requireAdminKey(), async (_req, res) => {
    res.json({ volunteers: await volunteerSummaries() });
  });

  router.get(API.adminApplications.path, requireAdminKey(), async (_req, res) => {
    res.json({ applications: await applicationSummaries() });
  });

  router.post(API.adminApplication.path, requireAdminKey(), async (req, res) => {
    const { email } = parseBody(applicationRefSchema, req.body);
    res.json(await applicationView(email));
  });

  router.put(API.approveApplication.path, requireAdminKey(), async (req, res) => {
    const { email } = parseBody(applicationRefSchema, req.body);
    res.json({ message: await decideApplication(email, APPLICATION_STATUS.accepted) });
  });

  router.put(API.rejectApplication.path, requireAdminKey(), async (req, res) => {
    const { email } = parseBody(applicationRefSchema, req.body);
    res.json({ message: await decideApplication(email, APPLICATION_STATUS.rejected) });
  });

  router.post(API.assignTask.path, requireAdminKey(), async (req, res) => {
    await assignVisit(parseBody(visitAssignmentSchema(), req.body));
    res.json({ message: SERVER_MESSAGES.taskAssigned });
  });

  return router;
}
