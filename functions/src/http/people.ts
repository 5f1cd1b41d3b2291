/**
 * GET /volunteer/{email} and GET /senior/{email} (spec sections 3 and 7): one's own record; and
 * GET /people/{email}/data, everything held about them that is theirs to see.
 */
import { Router } from 'express';
import { API } from '@gh/common/api-routes';
import { myData } from '../services/people/my-data.ts';
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

  router.get(API.myData.path, requireSelf(), async (_req, res) => {
    // A download: the browser saves it as a file, and no cache keeps a copy.
    res.set({ 'Cache-Control': 'no-store', 'Content-Disposition': 'attachment; filename="golden-hearts-my-data.json"' });
    res.json(await myData(callerIn(res.locals).email));
  });

  return router;
}
