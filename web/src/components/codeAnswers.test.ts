import { describe, expect, it } from 'vitest';
import { OTP_MAX_WRONG_TRIES } from '@gh/common/constants';
import type { ErrorCode } from '@gh/common/errors';
import { SERVER_MESSAGES, codeWrongMessage } from '@gh/common/messages';
import { translator } from '@gh/common/translate';
import type { MessageKey } from '../i18n/areas';
import { SUPPORT } from '@gh/common/support';
import { messages as hindi } from '../i18n/messages/hi/signin';
import { messages as marathi } from '../i18n/messages/mr/signin';
import { ApiError } from '../lib/api';
import { enT } from '../testing/english';
import { codeAnswers } from './codeAnswers';

const asSaid = { success: (message: string) => message, failure: (error: unknown) => (error as Error).message };
const answer = (code: ErrorCode, message: string = SERVER_MESSAGES[code as keyof typeof SERVER_MESSAGES]) =>
  new ApiError(400, message, { message, code });
const CODES = ['codeInvalid', 'codeStillWorks', 'codeCooldown', 'codeExpired', 'codeTriesUsed', 'mailFailed'] as const;
/** The 429 of the code limit, with the minute it names (lib/api.ts retryAt). */
const limited = (retryAt: string) =>
  new ApiError(
    429,
    SERVER_MESSAGES.codeRequestsLimited,
    { message: SERVER_MESSAGES.codeRequestsLimited, code: 'codeRequestsLimited' },
    retryAt,
  );

describe("the code calls' answers in the page's language", () => {
  it("are, in English, the server's words letter for letter (spec section 8 keeps them)", () => {
    const english = codeAnswers(enT, asSaid, 'en');
    expect(english.success(SERVER_MESSAGES.codeSent)).toBe(SERVER_MESSAGES.codeSent);
    for (const code of CODES) expect(english.failure(answer(code))).toBe(SERVER_MESSAGES[code]);
    for (let left = 1; left < OTP_MAX_WRONG_TRIES; left++) {
      expect(english.failure(answer('codeWrong', codeWrongMessage(left)))).toBe(codeWrongMessage(left));
    }
  });

  it('name the support phone when a code is refused for now, and the limit the time to try again', () => {
    const english = codeAnswers(enT, asSaid, 'en');
    for (const code of ['codeStillWorks', 'codeCooldown'] as const) expect(english.failure(answer(code))).toContain(SUPPORT.phone);
    expect(english.failure(limited('18:31'))).toBe(
      `We cannot send another code to this e-mail address just now. Please try again after 6:31 PM, or call us on ${SUPPORT.phone}.`,
    );
    const mr = codeAnswers(translator('mr', marathi as Record<MessageKey, string>), asSaid, 'mr');
    expect(mr.failure(limited('18:31'))).toContain(SUPPORT.phone);
    expect(mr.failure(limited('18:31'))).not.toMatch(/[A-Za-z]/);
    expect(mr.failure(answer('codeStillWorks'))).toContain(SUPPORT.phone);
  });

  it('are Hindi on a Hindi page, the tries left counted in the plural the number takes', () => {
    const hi = codeAnswers(translator('hi', hindi as Record<MessageKey, string>), asSaid, 'hi');
    expect(hi.success(SERVER_MESSAGES.codeSent)).toBe('आपके ई-मेल पर एक बार का कोड भेज दिया गया है');
    expect(hi.failure(answer('codeWrong', codeWrongMessage(2)))).toBe(
      'यह कोड सही नहीं है। आप 2 बार और कोशिश कर सकते हैं। कृपया ई-मेल देखकर फिर से लिखिए।',
    );
    expect(hi.failure(answer('codeExpired'))).toMatch(/^इस कोड का समय निकल गया है: कोड 10 मिनट/);
    for (const code of CODES) expect(hi.failure(answer(code))).not.toMatch(/[A-Za-z]/);
    expect(hi.failure(limited('18:31'))).toMatch(/^हम अभी इस ई-मेल पते पर एक और कोड नहीं भेज सकते। कृपया शाम 6:31 के बाद/);
    // Another answer is left to the api's words (serverText.ts).
    expect(hi.failure(answer('tooManyRequests'))).toBe(SERVER_MESSAGES.tooManyRequests);
  });

  it("say the SMS refusals in the server's words in English, in Marathi on a Marathi page, with the time and the support phone", () => {
    const english = codeAnswers(enT, asSaid, 'en');
    for (const code of ['phoneNotRegistered', 'phoneProofInvalid', 'phoneNotForm'] as const)
      expect(english.failure(answer(code))).toBe(SERVER_MESSAGES[code]);
    const smsLimited = (code: 'phoneCodesLimited' | 'smsDailyLimit') =>
      new ApiError(429, SERVER_MESSAGES[code], { message: SERVER_MESSAGES[code], code }, '18:31');
    expect(english.failure(smsLimited('phoneCodesLimited'))).toBe(
      `We cannot send another code to this mobile number just now. Please try again after 6:31 PM, or call us on ${SUPPORT.phone}.`,
    );
    const mr = codeAnswers(translator('mr', marathi as Record<MessageKey, string>), asSaid, 'mr');
    for (const code of ['phoneCodesLimited', 'smsDailyLimit'] as const) {
      expect(mr.failure(smsLimited(code))).toContain(SUPPORT.phone);
      expect(mr.failure(smsLimited(code))).toContain('6:31');
    }
    expect(mr.failure(answer('phoneNotRegistered'))).toMatch(/^या मोबाइल नंबरने कोणाचीही नोंदणी नाही/);
  });
});
