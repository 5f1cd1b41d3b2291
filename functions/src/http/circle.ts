/**
 * A senior's family circle (docs/members.md, The family circle): she invites, lists and
 * removes by her own ID token; an invitee accepts with the code mailed to them, no session needed.
 */
import { Router } from 'express';
import { API } from '@gh/common/api-routes';
import { circleAcceptSchema, circleInviteSchema } from '@gh/common/circle';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { emailSchema } from '@gh/common/schemas';
import { acceptInvitation, inviteToCircle } from '../services/circle/invitations.ts';
import { listCircle, removeFromCircle } from '../services/circle/members.ts';
import { callerIn, requireSignedIn } from './auth-middleware.ts';
import { parseBody, parseParam } from './validate.ts';

export function circleRouter(): Router {
  const router = Router();
  router.post(API.circleInvite.path, requireSignedIn(), async (req, res) => {
    const { email, parts, lang } = parseBody(circleInviteSchema, req.body);
    await inviteToCircle(callerIn(res.locals), email, parts, lang);
    res.json({ message: SERVER_MESSAGES.circleInvited });
  });
  router.get(API.circleMembers.path, requireSignedIn(), async (_req, res) => {
    res.json({ message: SERVER_MESSAGES.ok, members: await listCircle(callerIn(res.locals)) });
  });
  router.delete(API.circleRemove.path, requireSignedIn(), async (req, res) => {
    const member = parseParam(emailSchema, req.params.email);
    await removeFromCircle(callerIn(res.locals), member);
    res.json({ message: SERVER_MESSAGES.circleRemoved });
  });
  router.post(API.circleAccept.path, async (req, res) => {
    const { invite, email, code } = parseBody(circleAcceptSchema, req.body);
    const { seniorName } = await acceptInvitation(invite, email, code);
    res.json({ message: SERVER_MESSAGES.circleJoined, seniorName });
  });
  return router;
}
