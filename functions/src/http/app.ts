/**
 * The Express app behind the `api` function. Hosting rewrites /api/** to the function and
 * passes the full path, so every route lives under API_PREFIX. Every answer is JSON with a
 * `message` field.
 */
import cors from 'cors';
import express, { type Express } from 'express';
import { API_PREFIX } from '@gh/common/api-routes';
import { webOrigin } from '../config.ts';
import { adminRouter } from './admin.ts';
import { applicationsRouter } from './applications.ts';
import { circleRouter } from './circle.ts';
import { consentRouter } from './consent.ts';
import { contactRouter } from './contact.ts';
import { detailsReviewRouter } from './details-review.ts';
import { errorHandler, notFound } from './errors.ts';
import { filesRouter } from './files.ts';
import { grievancesRouter } from './grievances.ts';
import { healthRouter } from './health.ts';
import { helpRouter } from './help.ts';
import { languageRouter } from './language.ts';
import { matchingRouter } from './matching.ts';
import { noticesRouter } from './notices.ts';
import { peopleRouter } from './people.ts';
import { profilesRouter } from './profiles.ts';
import { registrationRouter } from './registration.ts';
import { phoneSignInRouter } from './phone-sign-in.ts';
import { registrationByPhoneRouter } from './registration-by-phone.ts';
import { signInRouter } from './sign-in.ts';
import { visitsRouter } from './visits.ts';
import { placesRouter } from './places.ts';

export function createApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  // Every answer is JSON or a file sent with its real type: never let a browser guess another.
  app.use((_req, res, next) => {
    res.set('X-Content-Type-Options', 'nosniff');
    next();
  });
  // The web app calls the api from its own origin (through Hosting's rewrite); no other site's
  // pages may read an answer. index.ts turns off the Functions runtime's own CORS, which the
  // emulator otherwise opens to every origin.
  app.use(
    cors({
      origin: (origin, allow) => allow(null, origin !== undefined && origin === webOrigin()),
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      maxAge: 600,
    }),
  );

  // Cloud Functions (and its emulator) parse the body before the app sees it; body-parser then
  // finds the stream consumed and keeps req.body. Outside them (tests) this does the parsing.
  app.use(express.json());

  const api = express.Router();
  api.use(healthRouter());
  api.use(contactRouter());
  api.use(placesRouter());
  api.use(phoneSignInRouter());
  api.use(registrationByPhoneRouter());
  api.use(signInRouter());
  api.use(registrationRouter());
  api.use(applicationsRouter());
  api.use(filesRouter());
  api.use(peopleRouter());
  api.use(visitsRouter());
  api.use(helpRouter());
  api.use(circleRouter());
  api.use(grievancesRouter());
  api.use(languageRouter());
  api.use(noticesRouter());
  api.use(consentRouter());
  api.use(detailsReviewRouter());
  // Before profiles: POST /volunteer/matches would otherwise be a save of a volunteer "matches".
  api.use(matchingRouter());
  api.use(profilesRouter());
  // Last: its `/:key/...` paths would otherwise match other areas' two-segment paths.
  api.use(adminRouter());
  app.use(API_PREFIX, api);

  app.use(notFound);
  app.use(errorHandler);
  return app;
}
