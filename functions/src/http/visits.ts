/**
 * A person's own visits, by their ID token: the list with hours, and the volunteer's
 * check-in and check-out and the senior's word on how it went. The service checks that the
 * caller is the visit's volunteer or senior.
 */
import { Router, type Request } from 'express';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { API } from '@gh/common/api-routes';
import { checkInSchema, checkOutSchema, feedbackSchema, visitIdSchema, visitsQuerySchema } from '@gh/common/schemas';
import { checkIn, checkOut, giveFeedback, myVisits } from '../services/visits/visits.ts';
import { callerIn, requireSignedIn } from './auth-middleware.ts';
import { parseBody, parseParam } from './validate.ts';

export const visitIdOf = (req: Request) => parseParam(visitIdSchema, req.params.id);

/** A body is optional where every field is: none is `{}`. */
const bodyOrEmpty = (req: Request): unknown => req.body ?? {};

export function visitsRouter(): Router {
  const router = Router();

  router.get(API.myVisits.path, requireSignedIn(), async (req, res) => {
    res.json(await myVisits(callerIn(res.locals), parseParam(visitsQuerySchema, req.query)));
  });

  router.post(API.checkIn.path, requireSignedIn(), async (req, res) => {
    const id = visitIdOf(req);
    const { at } = parseBody(checkInSchema, bodyOrEmpty(req));
    await checkIn(callerIn(res.locals), id, at);
    res.json({ message: SERVER_MESSAGES.checkedIn });
  });

  router.post(API.checkOut.path, requireSignedIn(), async (req, res) => {
    const id = visitIdOf(req);
    const { note, at } = parseBody(checkOutSchema, bodyOrEmpty(req));
    await checkOut(callerIn(res.locals), id, note, at);
    res.json({ message: SERVER_MESSAGES.checkedOut });
  });

  router.post(API.visitFeedback.path, requireSignedIn(), async (req, res) => {
    const id = visitIdOf(req);
    const { mood, text } = parseBody(feedbackSchema, req.body);
    await giveFeedback(callerIn(res.locals), id, mood, text);
    res.json({ message: SERVER_MESSAGES.feedbackThanks });
  });

  return router;
}
