/**
 * The one table from error code to HTTP status, and every code answered over real HTTP
 * (Node's fetch against app.listen(0)) as `{message, code}` with its status.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '@gh/common/errors';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { ServiceError } from '../services/errors.ts';
import { errorHandler, STATUS } from './errors.ts';

/** What each status means to the caller, written out so a changed status fails here. */
const EXPECTED: Record<number, ErrorCode[]> = {
  400: [
    'codeInvalid',
    'codeWrong',
    'codeExpired',
    'codeTriesUsed',
    'notAMatch',
    'pinUnknown',
    'invalidInput',
    'badJson',
    'badRequest',
    'badForm',
    'oneFileOnly',
    'fileEmpty',
    'emailUnchangeable',
    'visitStartPast',
    'visitTooLong',
    'momentOutOfRange',
    'staffCityUnknown',
    'circleSelf',
  ],
  401: ['unauthenticated', 'invalidAdminKey', 'phoneProofInvalid'],
  403: [
    'forbidden',
    'connectSelfOnly',
    'visitVolunteerOnly',
    'visitSeniorOnly',
    'applicationPending',
    'applicationRejected',
    'linkExpired',
    'linkInvalid',
    'cvLinkExpired',
    'cvLinkInvalid',
    'photoLinkExpired',
    'photoLinkInvalid',
    'inviteExpired',
    'inviteInvalid',
    'replaceLinkInvalid',
    'phoneNotForm',
    'emailProofNeeded',
    'phoneNotAccount',
    'staffOwnerOnly',
    'staffInviteInvalid',
    'staffInviteExpired',
    'circleSeniorsOnly',
    'grievanceOfficerOnly',
    'circleInviteInvalid',
    'circlePhoneNotInvited',
    'familyPhoneNotInCircle',
    'familyNotInCircle',
    'familyNotMember',
    'familyHelpNotAllowed',
    'nomineeOnly',
  ],
  404: [
    'staffNotFound',
    'volunteerNotFound',
    'seniorNotFound',
    'registeredAsSenior',
    'registeredAsVolunteer',
    'applicationMissing',
    'noProfile',
    'notFound',
    'visitNotFound',
    'replacementNotFound',
    'concernNotFound',
    'noPhoto',
    'phoneNotRegistered',
    'circleMemberNotFound',
    'grievanceNotFound',
  ],
  409: [
    'emailExists',
    'eraseByPhone',
    'applicationAlreadySubmitted',
    'applicationAlreadyAccepted',
    'applicationEmailRegistered',
    'applicationDecidedAccepted',
    'applicationDecidedRejected',
    'volunteerAlreadyLinked',
    'circleFull',
    'grievanceAlreadyAnswered',
    'grievancesOpenMax',
    'circleMemberExists',
    'nomineeNotJoined',
    'seniorAlreadyLinked',
    'matchingWithdrawn',
    'pairKeptApart',
    'linkNotRequested',
    'visitAlreadyAssigned',
    'noRequestToAnswer',
    'seniorSaidNo',
    'nothingToTakeBack',
    'nothingToUndo',
    'decisionFinal',
    'visitNotYet',
    'visitDayPassed',
    'visitNotScheduled',
    'visitUnchanged',
    'visitCheckedIn',
    'alreadyCheckedIn',
    'feedbackTooEarly',
    'feedbackGiven',
    'notCheckedIn',
    'visitNotStarted',
    'replacementBusy',
    'concernAlreadyHandled',
    'staffLastOwner',
    'coordinatorNotOfCity',
    'staffExists',
  ],
  413: ['fileTooLarge', 'requestTooLarge'],
  415: ['resumeType', 'cvType', 'photoType', 'contactAttachmentType'],
  429: ['codeStillWorks', 'codeCooldown', 'codeRequestsLimited', 'tooManyRequests', 'phoneCodesLimited', 'smsDailyLimit'],
  500: ['serverError'],
  503: ['mailFailed'],
};

describe('STATUS', () => {
  it('lists every code once, each with the status it should have', () => {
    const listed = Object.values(EXPECTED).flat();
    expect([...listed].sort()).toEqual([...ERROR_CODES].sort());
    for (const [status, codes] of Object.entries(EXPECTED)) {
      for (const code of codes) expect({ code, status: STATUS[code] }).toEqual({ code, status: Number(status) });
    }
  });
});

describe('errorHandler answers a ServiceError', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.get('/precise/name', () => {
      throw new ServiceError('invalidInput', { message: 'Name is required' });
    });
    app.get('/:code', (req) => {
      throw new ServiceError(req.params.code as ErrorCode, { retryAfterSeconds: req.query.wait ? Number(req.query.wait) : undefined });
    });
    app.use(errorHandler);
    server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each(ERROR_CODES)("%s: its status, the spec's message and the code", async (code) => {
    const res = await fetch(`${base}/${code}`);
    expect(res.status).toBe(STATUS[code]);
    expect(res.headers.get('retry-after')).toBeNull();
    const message = code === 'invalidInput' ? SERVER_MESSAGES.badForm : SERVER_MESSAGES[code];
    expect(await res.json()).toEqual({ message, code });
  });

  it('sends Retry-After in whole seconds, at least one', async () => {
    expect((await fetch(`${base}/codeCooldown?wait=41.2`)).headers.get('retry-after')).toBe('42');
    expect((await fetch(`${base}/tooManyRequests?wait=0.01`)).headers.get('retry-after')).toBe('1');
  });

  it('keeps a more precise message the thrower names', async () => {
    const res = await fetch(`${base}/precise/name`);
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 400,
      body: { message: 'Name is required', code: 'invalidInput' },
    });
  });
});
