/** Deployed functions. This module only wires; the work lives in http/, callable/, services/ and store/. */
import { onInit } from 'firebase-functions/core';
import { onCall, onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { VISIT_TIME_ZONE } from '@gh/common/constants';
import { adminSessionCallable } from './callable/admin-session.ts';
import { adminKey } from './config.ts';
import { createApp } from './http/app.ts';
import { FUNCTIONS_REGION } from './region.ts';
import { finalizeDueDecisions } from './services/applications/decisions.ts';
import { runTrialJob } from './services/people/trial-reminders.ts';
import { runRetention } from './services/retention/retention-job.ts';
import { sweepConcerns } from './services/visits/concerns.ts';
import { mailUnmailedAnswers, remindOfDueGrievances } from './services/grievances/grievances.ts';
import { runVisitJob } from './services/visits/visit-jobs.ts';

// Secret Manager holds these in a deployment; locally the stack passes them in the environment.
// LINK_SECRET is optional (config.ts): to use one, set it there and add it to this list.
const SECRETS = ['ADMIN_KEY', 'SMTP_PASS'];

// Refuse to serve anything with an admin key short enough to guess (config.ts): onInit runs
// before the first request, not while `firebase deploy` reads this module without secrets.
onInit(() => {
  adminKey();
});

// cors: false: the app answers CORS itself, for the web app's origin only (http/app.ts).
export const api = onRequest({ region: FUNCTIONS_REGION, secrets: SECRETS, cors: false }, createApp());

export const adminSession = onCall({ region: FUNCTIONS_REGION, secrets: ['ADMIN_KEY'] }, adminSessionCallable);

// Reminders for tomorrow, missed visits and the lapsed-pairs digest, and the grievance
// officer's reminder of grievances nearly due, every evening in India. Each run is idempotent;
// the local stack runs the same job every 10 minutes instead.
export const visitJob = onSchedule(
  { schedule: '0 18 * * *', timeZone: VISIT_TIME_ZONE.name, region: FUNCTIONS_REGION, secrets: ['SMTP_PASS'] },
  async () => {
    await runVisitJob();
    await remindOfDueGrievances();
  },
);

// The admin's decisions whose undo time has passed are mailed within a minute or two even when
// no admin page is open (services/applications/decisions.ts); the local stack's timer runs the
// same sweep. ADMIN_KEY signs the acceptance e-mail's link.
export const applicationSweep = onSchedule({ schedule: 'every 1 minutes', region: FUNCTIONS_REGION, secrets: SECRETS }, async () => {
  await finalizeDueDecisions();
  await sweepConcerns();
  await mailUnmailedAnswers();
});

// Each senior whose free trial ends within 5 days is e-mailed once, in the morning in India
// (services/people/trial-reminders.ts); the local stack runs the same job every 10 minutes.
export const trialJob = onSchedule(
  { schedule: '0 10 * * *', timeZone: VISIT_TIME_ZONE.name, region: FUNCTIONS_REGION, secrets: ['SMTP_PASS'] },
  async () => {
    await runTrialJob();
  },
);

// What has outlived its purpose is erased, rule by rule (services/retention/rules.ts), every
// hour: an expired replacement goes with its resume well before its TTL would take the document
// alone. Runs at once erase each thing once; the local stack runs the same job every 10 minutes.
export const retentionJob = onSchedule({ schedule: 'every 60 minutes', region: FUNCTIONS_REGION, timeoutSeconds: 540 }, async () => {
  await runRetention();
});
