/**
 * A senior's family circle (docs/members.md, The family circle): she invites (an e-mail or a
 * mobile number), lists and removes by her own ID token; an invitee accepts with the code mailed
 * to them, or with a proof of the number invited and a code mailed to the e-mail they give, no
 * session needed;
 * a member signs in with a code to read their views, and by that session chooses which e-mails
 * about her they get, may raise a concern for her, agrees again to the circle's notice when it
 * changed, and may leave her circle;
 * she names one joined member her nominee, who may ask the grievance officer to act for her.
 */
import { Router } from 'express';
import { API } from '@gh/common/api-routes';
import {
  circleAcceptPhoneSchema,
  circleAcceptSchema,
  circleInviteSchema,
  circleMemberParamSchema,
  circleNomineeSchema,
  circlePhoneCodeSchema,
  familyCodeSchema,
  familyConsentSchema,
  familyLeaveSchema,
  familyNoticesSchema,
  familyPhoneSchema,
  familySmsRequestSchema,
  familyVerifySchema,
} from '@gh/common/circle';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { familyHelpSchema, nomineeRequestSchema } from '@gh/common/schemas';
import { acceptInvitation, inviteToCircle } from '../services/circle/invitations.ts';
import { setFamilyNotices } from '../services/circle/family-notices.ts';
import { askForHelpAsFamily } from '../services/circle/family-help.ts';
import { agreeToCircleNotice } from '../services/circle/family-consent.ts';
import { requestFamilyCode, verifyFamily } from '../services/circle/family-sign-in.ts';
import { acceptByPhone, allowFamilySms, familyByPhone, inviteByPhone, sendJoinCode } from '../services/circle/family-phone.ts';
import { leaveAsFamily, listCircle, removeFromCircle } from '../services/circle/members.ts';
import { chooseNominee } from '../services/circle/nominee.ts';
import { fileNomineeRequest } from '../services/grievances/grievances.ts';
import { callerIn, requireSignedIn } from './auth-middleware.ts';
import { clientAddress } from './client-address.ts';
import { parseBody, parseParam } from './validate.ts';

export function circleRouter(): Router {
  const router = Router();
  router.post(API.circleInvite.path, requireSignedIn(), async (req, res) => {
    const { email, phone, parts, lang } = parseBody(circleInviteSchema, req.body);
    if (phone !== undefined) {
      await inviteByPhone(callerIn(res.locals), phone, parts);
      res.json({ message: SERVER_MESSAGES.circleInvitedByPhone });
      return;
    }
    await inviteToCircle(callerIn(res.locals), email ?? '', parts, lang);
    res.json({ message: SERVER_MESSAGES.circleInvited });
  });
  router.get(API.circleMembers.path, requireSignedIn(), async (_req, res) => {
    res.json({ message: SERVER_MESSAGES.ok, members: await listCircle(callerIn(res.locals)) });
  });
  router.delete(API.circleRemove.path, requireSignedIn(), async (req, res) => {
    const member = parseParam(circleMemberParamSchema, req.params.email);
    await removeFromCircle(callerIn(res.locals), member);
    res.json({ message: SERVER_MESSAGES.circleRemoved });
  });
  router.put(API.circleNominee.path, requireSignedIn(), async (req, res) => {
    const { member } = parseBody(circleNomineeSchema, req.body);
    const nominee = await chooseNominee(callerIn(res.locals), member);
    res.json({ message: nominee ? SERVER_MESSAGES.nomineeSaved : SERVER_MESSAGES.nomineeWithdrawn, nominee });
  });
  router.post(API.circleAccept.path, async (req, res) => {
    const { invite, email, code, consentVersion, lang } = parseBody(circleAcceptSchema, req.body);
    const { seniorName } = await acceptInvitation(invite, email, code, consentVersion, lang ?? 'en');
    res.json({ message: SERVER_MESSAGES.circleJoined, seniorName });
  });
  router.post(API.familyCode.path, async (req, res) => {
    const { email, lang } = parseBody(familyCodeSchema, req.body);
    await requestFamilyCode(email, clientAddress(req), lang ?? 'en');
    res.json({ message: SERVER_MESSAGES.familyCodeSent });
  });
  router.post(API.familyVerify.path, async (req, res) => {
    const { email, code } = parseBody(familyVerifySchema, req.body);
    res.json(await verifyFamily(email, code));
  });
  router.post(API.familySmsRequest.path, async (req, res) => {
    const { phone } = parseBody(familySmsRequestSchema, req.body);
    await allowFamilySms(phone, clientAddress(req));
    res.json({ message: SERVER_MESSAGES.ok });
  });
  router.post(API.familyPhone.path, async (req, res) => {
    const { phoneProof } = parseBody(familyPhoneSchema, req.body);
    res.json(await familyByPhone(phoneProof));
  });
  router.post(API.circlePhoneCode.path, async (req, res) => {
    const { phoneProof, invite, email, lang } = parseBody(circlePhoneCodeSchema, req.body);
    await sendJoinCode(phoneProof, invite, email, lang ?? 'en', clientAddress(req));
    res.json({ message: SERVER_MESSAGES.circleEmailCodeSent });
  });
  router.post(API.circleAcceptPhone.path, async (req, res) => {
    const { phoneProof, invite, email, code, consentVersion, lang } = parseBody(circleAcceptPhoneSchema, req.body);
    const { seniorName, session } = await acceptByPhone(phoneProof, invite, email, code, consentVersion, lang ?? 'en');
    res.json({ message: SERVER_MESSAGES.circleJoined, seniorName, ...session });
  });
  router.put(API.familyNotices.path, requireSignedIn(), async (req, res) => {
    const { senior, notices, lang } = parseBody(familyNoticesSchema, req.body);
    const stored = await setFamilyNotices(callerIn(res.locals), senior, notices, lang);
    res.json({ message: SERVER_MESSAGES.familyNoticesSaved, notices: stored, lang });
  });
  router.post(API.familyLeave.path, requireSignedIn(), async (req, res) => {
    const { senior } = parseBody(familyLeaveSchema, req.body);
    await leaveAsFamily(callerIn(res.locals), senior);
    res.json({ message: SERVER_MESSAGES.familyLeft });
  });
  router.post(API.familyHelp.path, requireSignedIn(), async (req, res) => {
    const { senior, message } = parseBody(familyHelpSchema, req.body);
    await askForHelpAsFamily(callerIn(res.locals), senior, message);
    res.json({ message: SERVER_MESSAGES.familyHelpSent });
  });
  router.post(API.nomineeRequest.path, requireSignedIn(), async (req, res) => {
    const filed = await fileNomineeRequest(callerIn(res.locals), parseBody(nomineeRequestSchema, req.body));
    res.json({ message: SERVER_MESSAGES.nomineeRequestSent, ...filed });
  });
  router.post(API.familyConsent.path, requireSignedIn(), async (req, res) => {
    const { lang } = parseBody(familyConsentSchema, req.body);
    await agreeToCircleNotice(callerIn(res.locals), lang);
    res.json({ message: SERVER_MESSAGES.consentRecorded });
  });
  return router;
}
