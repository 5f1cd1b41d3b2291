/**
 * A person's matches, a volunteer's request to connect (spec sections 4 and 7) and the senior's
 * answer to it. The caller is named in the JSON body, or (the answer) is the token's person.
 */
import { Router } from 'express';
import type { UserType } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { API } from '@gh/common/api-routes';
import { connectRequestSchema, matchesRequestSchema, seniorAnswerSchema } from '@gh/common/schemas';
import { answerRequest, connect } from '../services/pairs/links.ts';
import { refreshMatches } from '../services/pairs/matching.ts';
import { registeredPerson } from '../services/people/people.ts';
import { assertSelf, callerIn, requireSignedIn } from './auth-middleware.ts';
import { parseBody } from './validate.ts';

export function matchingRouter(): Router {
  const router = Router();

  const matches = (type: UserType) =>
    router.post(type === 'volunteer' ? API.volunteerMatches.path : API.seniorMatches.path, requireSignedIn(), async (req, res) => {
      const { email } = parseBody(matchesRequestSchema, req.body);
      assertSelf(callerIn(res.locals), email);
      res.json({ matches: await refreshMatches(type, await registeredPerson(type, email)) });
    });
  matches('volunteer');
  matches('senior');

  router.post(API.connect.path, requireSignedIn(), async (req, res) => {
    const { volunteerEmail, seniorEmail } = parseBody(connectRequestSchema, req.body);
    assertSelf(callerIn(res.locals), volunteerEmail, 'connectSelfOnly');
    const volunteer = await connect(volunteerEmail, seniorEmail);
    res.json({ message: SERVER_MESSAGES.connectRequested, volunteer });
  });

  // The senior is the caller (their token); the body names whose request they answer.
  router.post(API.seniorAnswer.path, requireSignedIn(), async (req, res) => {
    const { volunteerEmail, answer } = parseBody(seniorAnswerSchema, req.body);
    await answerRequest(callerIn(res.locals).email, volunteerEmail, answer);
    res.json({ message: answer === 'yes' ? SERVER_MESSAGES.answeredYes : SERVER_MESSAGES.answeredNo });
  });

  return router;
}
