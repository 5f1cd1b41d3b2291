/**
 * Grievances (docs/privacy.md, Grievances): a signed-in person files one by their ID token;
 * anyone reads the grievance officer's public contact; the officer, the owners and the key list
 * the open ones and answer one; an owner names the officer.
 */
import { Router } from 'express';
import { API } from '@gh/common/api-routes';
import { SERVER_MESSAGES } from '@gh/common/messages';
import {
  grievanceAnswerSchema,
  grievanceFileSchema,
  grievanceIdSchema,
  grievanceListQuerySchema,
  grievanceOfficerSchema,
} from '@gh/common/schemas';
import {
  answerGrievance,
  fileGrievance,
  grievanceOfficerContact,
  isGrievanceOfficer,
  listOpenGrievances,
  nameGrievanceOfficer,
} from '../services/grievances/grievances.ts';
import { adminActorIn, requireAdminKey } from './admin-key.ts';
import { callerIn, requireSignedIn } from './auth-middleware.ts';
import { parseBody, parseParam } from './validate.ts';

/** The officer's calls: the key, its sessions, the owners, and the member of staff named officer. */
const officer = requireAdminKey('key', { may: isGrievanceOfficer, refused: 'grievanceOfficerOnly' });

export function grievancesRouter(): Router {
  const router = Router();
  router.post(API.fileGrievance.path, requireSignedIn(), async (req, res) => {
    const filed = await fileGrievance(callerIn(res.locals), parseBody(grievanceFileSchema, req.body));
    res.json({ message: SERVER_MESSAGES.grievanceFiled, ...filed });
  });
  router.get(API.grievanceOfficer.path, async (_req, res) => {
    res.json({ message: SERVER_MESSAGES.ok, officer: await grievanceOfficerContact() });
  });
  router.get(API.openGrievances.path, officer, async (req, res) => {
    const { after } = parseParam(grievanceListQuerySchema, req.query);
    res.json({ message: SERVER_MESSAGES.ok, ...(await listOpenGrievances(after)) });
  });
  router.post(API.answerGrievance.path, officer, async (req, res) => {
    const id = parseParam(grievanceIdSchema, req.params.id);
    const { answer } = parseBody(grievanceAnswerSchema, req.body);
    await answerGrievance(id, answer, adminActorIn(res.locals));
    res.json({ message: SERVER_MESSAGES.grievanceAnswerSent });
  });
  router.put(API.nameGrievanceOfficer.path, requireAdminKey(), async (req, res) => {
    await nameGrievanceOfficer(parseBody(grievanceOfficerSchema, req.body), adminActorIn(res.locals));
    res.json({ message: SERVER_MESSAGES.grievanceOfficerNamed });
  });
  return router;
}
