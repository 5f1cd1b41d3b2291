/**
 * The admin area (spec sections 6 and 7): POST /admin exchanges the key for a session, and the
 * `/{key}/...` calls list, show, decide and undo decisions on applications, mail the decisions
 * whose undo time has passed, show a person, record a volunteer's identity check, export the
 * collections as CSV, and invite, change or remove members of staff, behind requireAdminKey;
 * and members of staff ask for a code and verify it, accepting an invitation.
 */
import { Router, type RequestHandler } from 'express';
import type { z } from 'zod';
import { APPLICATION_STATUS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { API } from '@gh/common/api-routes';
import {
  adminKeySchema,
  adminListQuerySchema,
  applicationRefSchema,
  cityListSchema,
  concernHandledSchema,
  concernIdSchema,
  identityCheckSchema,
  pairRefSchema,
  personRefSchema,
  placesJobSchema,
  retentionJobSchema,
  rejectionSchema,
  requestLangSchema,
  seniorCoordinatorSchema,
  seniorRefSchema,
  staffAccessSchema,
  staffCodeSchema,
  staffConsentSchema,
  staffVerifySchema,
  unlinkSchema,
  visitAssignmentSchema,
  visitCancelSchema,
  visitChangeSchema,
  visitIdSchema,
} from '@gh/common/schemas';
import { adminSession } from '../services/identity/admin-key.ts';
import { removeStaff, setStaffAccess } from '../services/identity/staff.ts';
import { agreeToStaffNotice, inviteStaff, requestStaffCode, verifyStaffCode } from '../services/identity/staff-invites.ts';
import { heldStaffSession } from '../services/identity/accounts.ts';
import { linkPair, unlinkPair } from '../services/pairs/links.ts';
import { handleConcern, sweepConcerns } from '../services/visits/concerns.ts';
import { mailUnmailedAnswers, remindOfDueGrievances } from '../services/grievances/grievances.ts';
import { runVisitJob } from '../services/visits/visit-jobs.ts';
import { runPhoneKeyJob } from '../services/people/phone-keys.ts';
import { runPlacesJob } from '../services/people/places-job.ts';
import { runTrialJob } from '../services/people/trial-reminders.ts';
import { assignVisits, cancelVisit, rescheduleVisit } from '../services/visits/visits.ts';
import { applicationSummaries, applicationView, volunteerSummaries } from '../services/applications/applications.ts';
import { runRetention } from '../services/retention/retention-job.ts';
import { decideApplication, finalizeDueDecisions, undoDecision } from '../services/applications/decisions.ts';
import { adminPersonView } from '../services/people/admin-person.ts';
import { isPersonOfCoordinator } from '../services/people/person-scope.ts';
import { isConcernOfCoordinator, isVisitOfCoordinator } from '../services/visits/care-scope.ts';
import { recordIdentityCheck } from '../services/people/identity-check.ts';
import { clearCoordinator, nameCoordinator } from '../services/people/coordinator.ts';
import { cityList } from '../services/people/city-list.ts';
import { sendExport } from './export.ts';
import { adminActorIn, requireAdminKey } from './admin-key.ts';
import { bearerToken } from './auth-middleware.ts';
import { clientAddress } from './client-address.ts';
import { ServiceError } from '../services/errors.ts';
import { parseBody, parseParam } from './validate.ts';
import { visitIdOf } from './visits.ts';

const KEYED_CALLS = [
  API.adminVolunteers,
  API.adminApplications,
  API.adminApplication,
  API.approveApplication,
  API.rejectApplication,
  API.assignTask,
  API.undoDecision,
  API.finalizeDecisions,
  API.adminPerson,
  API.adminExport,
  API.rescheduleVisit,
  API.cancelVisit,
  API.unlinkPair,
  API.linkPair,
  API.runReminders,
  API.runTrialReminders,
  API.runPhoneKeys,
  API.runPlaces,
  API.runRetention,
  API.concernHandled,
  API.identityCheck,
  API.staffAccess,
  API.removeStaff,
  API.inviteStaff,
];

/** A keyed call sent without its key (`/applications` or `//applications`): a 401, like a wrong key. */
const KEYLESS_PATHS = KEYED_CALLS.flatMap(({ path }) => {
  const keyless = path.replace('/:key', '');
  return [keyless, `/${keyless}`];
});

/** Every `/{key}/...` call: the key (or the admin session) checked first. */
const keyed: RequestHandler[] = [requireAdminKey()];

/**
 * The calls on one person, by `{email}` in the body (their reads, and the decisions on their
 * application with its Undo): the owners' and a coordinator's of the person's cities
 * (isPersonOfCoordinator); another member's, or a body naming no e-mail, is a 403, as every
 * other keyed call is to them.
 */
const ofTheirCities: RequestHandler[] = [
  requireAdminKey('key', {
    may: async (staff, req) => {
      const ref = personRefSchema.safeParse(req.body);
      return ref.success && (await isPersonOfCoordinator(staff, ref.data.email));
    },
    refused: 'staffOwnerOnly',
  }),
];

/**
 * The calls on one pair, by `{vemail, semail}` in the body (a visit for it, Link, Unlink): the
 * owners', and a coordinator's when both people are of their cities (isPersonOfCoordinator);
 * anyone else's, or a body naming no pair, a 403.
 */
const pairOfTheirCities = requireAdminKey('key', {
  may: async (staff, req) => {
    const pair = pairRefSchema.safeParse(req.body);
    if (!pair.success) return false;
    const both = await Promise.all([isPersonOfCoordinator(staff, pair.data.vemail), isPersonOfCoordinator(staff, pair.data.semail)]);
    return both.every(Boolean);
  },
  refused: 'staffOwnerOnly',
});

/**
 * The calls on one visit or concern, by `:id`: the owners' and a coordinator's of its senior's
 * district (care-scope.ts); anyone else's, or an id that is not one, a 403.
 */
const careOfTheirCities = (schema: z.ZodType<string>, isOfCoordinator: typeof isVisitOfCoordinator) =>
  requireAdminKey('key', {
    may: async (staff, req) => {
      const id = schema.safeParse(req.params.id);
      return id.success && (await isOfCoordinator(staff, id.data));
    },
    refused: 'staffOwnerOnly',
  });
const visitOfTheirCities = careOfTheirCities(visitIdSchema, isVisitOfCoordinator);
/** The reads every member of staff may make, each of their own cities (the service narrows them). */
const anyStaff = requireAdminKey('key', { may: async () => true, refused: 'staffOwnerOnly' });
const concernOfTheirCities = careOfTheirCities(concernIdSchema, isConcernOfCoordinator);

export function adminRouter(): Router {
  const router = Router();

  router.all(KEYLESS_PATHS, () => {
    throw new ServiceError('invalidAdminKey');
  });

  router.post(API.adminLogin.path, async (req, res) => {
    const { adminkey } = parseBody(adminKeySchema, req.body);
    res.json(await adminSession(adminkey, clientAddress(req)));
  });

  router.post(API.staffCode.path, async (req, res) => {
    const { email, invite } = parseBody(staffCodeSchema, req.body);
    await requestStaffCode(email, invite, clientAddress(req), requestLangSchema.parse(req.body?.lang));
    res.json({ message: SERVER_MESSAGES.codeSent });
  });

  router.post(API.staffVerify.path, async (req, res) => {
    const { email, code, invite } = parseBody(staffVerifySchema, req.body);
    res.json(await verifyStaffCode(email, code, invite));
  });

  router.post(API.staffConsent.path, async (req, res) => {
    const { lang } = parseBody(staffConsentSchema, req.body);
    await agreeToStaffNotice(bearerToken(req), lang);
    res.json({ message: SERVER_MESSAGES.consentRecorded });
  });

  router.get(API.staffSession.path, async (req, res) => {
    const { email, role, cities } = await heldStaffSession(bearerToken(req));
    res.json({ email, role, cities });
  });

  router.get(API.adminVolunteers.path, ...keyed, async (req, res) => {
    res.json(await volunteerSummaries(parseParam(adminListQuerySchema, req.query)));
  });

  router.get(API.adminApplications.path, ...keyed, async (req, res) => {
    res.json(await applicationSummaries(parseParam(adminListQuerySchema, req.query)));
  });

  router.post(API.adminApplication.path, ...ofTheirCities, async (req, res) => {
    const { email } = parseBody(applicationRefSchema, req.body);
    res.json(await applicationView(email));
  });

  router.post(API.cityList.path, anyStaff, async (req, res) => {
    const { list, after } = parseBody(cityListSchema, req.body);
    res.json(await cityList(adminActorIn(res.locals), list, after));
  });

  router.post(API.adminPerson.path, ...ofTheirCities, async (req, res) => {
    const { email } = parseBody(personRefSchema, req.body);
    res.json(await adminPersonView(email));
  });

  router.get(API.adminExport.path, ...keyed, sendExport);

  router.put(API.approveApplication.path, ...ofTheirCities, async (req, res) => {
    const { email } = parseBody(applicationRefSchema, req.body);
    res.json(await decideApplication(email, APPLICATION_STATUS.accepted, { session: adminActorIn(res.locals) }));
  });

  router.put(API.rejectApplication.path, ...ofTheirCities, async (req, res) => {
    const { email, reason } = parseBody(rejectionSchema, req.body);
    res.json(await decideApplication(email, APPLICATION_STATUS.rejected, { session: adminActorIn(res.locals), reason }));
  });

  router.put(API.undoDecision.path, ...ofTheirCities, async (req, res) => {
    const { email } = parseBody(applicationRefSchema, req.body);
    res.json({ message: await undoDecision(email, adminActorIn(res.locals)) });
  });

  // The sweep of applications: the page asks for it once the undo time has passed, the local
  // stack's timer every minute (deployed, the applicationSweep schedule runs it).
  router.post(API.finalizeDecisions.path, ...keyed, async (_req, res) => {
    await finalizeDueDecisions();
    await sweepConcerns();
    await mailUnmailedAnswers();
    res.json({ message: SERVER_MESSAGES.decisionsFinalized });
  });

  // The spec's answer is `{message}`; `visits` (the new ids) is ours.
  router.post(API.assignTask.path, pairOfTheirCities, async (req, res) => {
    const visits = await assignVisits(parseBody(visitAssignmentSchema(), req.body), adminActorIn(res.locals));
    res.json({ message: visits.length > 1 ? SERVER_MESSAGES.visitsAssigned : SERVER_MESSAGES.taskAssigned, visits });
  });

  router.put(API.rescheduleVisit.path, visitOfTheirCities, async (req, res) => {
    const id = visitIdOf(req);
    await rescheduleVisit(id, parseBody(visitChangeSchema, req.body), adminActorIn(res.locals));
    res.json({ message: SERVER_MESSAGES.visitRescheduled });
  });

  router.delete(API.cancelVisit.path, visitOfTheirCities, async (req, res) => {
    const id = visitIdOf(req);
    const { reason } = parseBody(visitCancelSchema, req.body ?? {});
    await cancelVisit(id, adminActorIn(res.locals), reason);
    res.json({ message: SERVER_MESSAGES.visitCancelled });
  });

  router.post(API.unlinkPair.path, pairOfTheirCities, async (req, res) => {
    const { vemail, semail, reason } = parseBody(unlinkSchema, req.body);
    await unlinkPair(vemail, semail, reason, adminActorIn(res.locals));
    res.json({ message: SERVER_MESSAGES.pairUnlinked });
  });

  router.post(API.linkPair.path, pairOfTheirCities, async (req, res) => {
    const { vemail, semail } = parseBody(pairRefSchema, req.body);
    await linkPair(vemail, semail, adminActorIn(res.locals));
    res.json({ message: SERVER_MESSAGES.pairLinked });
  });

  router.post(API.concernHandled.path, concernOfTheirCities, async (req, res) => {
    const id = parseParam(concernIdSchema, req.params.id);
    const { note, forSenior } = parseBody(concernHandledSchema, req.body);
    await handleConcern(id, note, adminActorIn(res.locals), forSenior);
    res.json({ message: SERVER_MESSAGES.concernHandled });
  });

  router.put(API.nameCoordinator.path, ...keyed, async (req, res) => {
    await nameCoordinator(parseBody(seniorCoordinatorSchema, req.body), adminActorIn(res.locals));
    res.json({ message: SERVER_MESSAGES.coordinatorNamed });
  });

  router.delete(API.clearCoordinator.path, ...keyed, async (req, res) => {
    const { semail } = parseBody(seniorRefSchema, req.body ?? {});
    await clearCoordinator(semail, adminActorIn(res.locals));
    res.json({ message: SERVER_MESSAGES.coordinatorCleared });
  });

  router.post(API.identityCheck.path, ...keyed, async (req, res) => {
    await recordIdentityCheck(parseBody(identityCheckSchema, req.body), adminActorIn(res.locals));
    res.json({ message: SERVER_MESSAGES.identityChecked });
  });

  router.put(API.staffAccess.path, ...keyed, async (req, res) => {
    const { email, ...access } = parseBody(staffAccessSchema, req.body);
    await setStaffAccess(email, access, adminActorIn(res.locals));
    res.json({ message: SERVER_MESSAGES.staffChanged });
  });

  router.post(API.inviteStaff.path, ...keyed, async (req, res) => {
    const { email, ...access } = parseBody(staffAccessSchema, req.body);
    await inviteStaff(email, access, adminActorIn(res.locals), requestLangSchema.parse(req.body?.lang));
    res.json({ message: SERVER_MESSAGES.staffInvited });
  });

  router.delete(API.removeStaff.path, ...keyed, async (req, res) => {
    const { email } = parseBody(personRefSchema, req.body ?? {});
    await removeStaff(email, adminActorIn(res.locals));
    res.json({ message: SERVER_MESSAGES.staffRemoved });
  });

  router.post(API.runReminders.path, ...keyed, async (_req, res) => {
    const visits = await runVisitJob();
    res.json({ message: SERVER_MESSAGES.remindersRan, ...visits, grievancesReminded: await remindOfDueGrievances() });
  });

  router.post(API.runTrialReminders.path, ...keyed, async (_req, res) => {
    res.json({ message: SERVER_MESSAGES.trialRemindersRan, ...(await runTrialJob()) });
  });

  router.post(API.runPhoneKeys.path, ...keyed, async (_req, res) => {
    res.json({ message: SERVER_MESSAGES.phoneKeysRan, ...(await runPhoneKeyJob()) });
  });

  router.post(API.runPlaces.path, ...keyed, async (req, res) => {
    const { from } = parseBody(placesJobSchema, req.body);
    res.json({ message: SERVER_MESSAGES.placesRan, ...(await runPlacesJob(from)) });
  });

  router.post(API.runRetention.path, ...keyed, async (req, res) => {
    const run = parseBody(retentionJobSchema, req.body ?? {});
    const report = await runRetention(run);
    res.json({ message: run.dryRun ? SERVER_MESSAGES.retentionDryRun : SERVER_MESSAGES.retentionRan, ...report });
  });

  return router;
}
