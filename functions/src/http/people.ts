/** GET /volunteer/{email} and GET /senior/{email} (spec sections 3 and 7): one's own record. */
import { Router } from 'express';
import { API } from '@gh/common/api-routes';
import { seniorRecord, volunteerRecord } from '../services/people/people.ts';
import { callerIn, requireSelf } from './auth-middleware.ts';

export function peopleRouter(): Router {
  const router = Router();

  router.get(API.getVolunteer.path, requireSelf(), async (_req, res) => {
    res.json(await volunteerRecord(callerIn(res.locals).email));
  });

  router.get(API.getSenior.path, requireSelf(), async (_req, res) => {
    res.json(await seniorRecord(callerIn(res.locals).email));
  });

  return router;
}
