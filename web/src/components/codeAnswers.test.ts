import { describe, expect, it } from 'vitest';
import { OTP_MAX_WRONG_TRIES } from '@gh/common/constants';
import type { ErrorCode } from '@gh/common/errors';
import { SERVER_MESSAGES, codeWrongMessage } from '@gh/common/messages';
import { translator } from '@gh/common/translate';
import type { MessageKey } from '../i18n/areas';
import { messages as hindi } from '../i18n/messages/hi/signin';
import { ApiError } from '../lib/api';
import { enT } from '../testing/english';
import { codeAnswers } from './codeAnswers';

const asSaid = { success: (message: string) => message, failure: (error: unknown) => (error as Error).message };
const answer = (code: ErrorCode, message: string = SERVER_MESSAGES[code as keyof typeof SERVER_MESSAGES]) =>
  new ApiError(400, message, { message, code });
const CODES = ['codeInvalid', 'codeCooldown', 'codeExpired', 'codeTriesUsed', 'mailFailed'] as const;

describe("the code calls' answers in the page's language", () => {
  it('are, in English, the server\'s words letter for letter (spec section 8 keeps them)', () => {
    const english = codeAnswers(enT, asSaid);
    expect(english.success(SERVER_MESSAGES.codeSent)).toBe(SERVER_MESSAGES.codeSent);
    for (const code of CODES) expect(english.failure(answer(code))).toBe(SERVER_MESSAGES[code]);
    for (let left = 1; left < OTP_MAX_WRONG_TRIES; left++) {
      expect(english.failure(answer('codeWrong', codeWrongMessage(left)))).toBe(codeWrongMessage(left));
    }
  });

  it('are Hindi on a Hindi page, the tries left counted in the plural the number takes', () => {
    const hi = codeAnswers(translator('hi', hindi as Record<MessageKey, string>), asSaid);
    expect(hi.success(SERVER_MESSAGES.codeSent)).toBe('आपके ई-मेल पर एक बार का कोड भेज दिया गया है');
    expect(hi.failure(answer('codeWrong', codeWrongMessage(2)))).toBe('यह कोड सही नहीं है। आप 2 बार और कोशिश कर सकते हैं। कृपया ई-मेल देखकर फिर से लिखिए।');
    expect(hi.failure(answer('codeExpired'))).toMatch(/^इस कोड का समय निकल गया है: कोड 10 मिनट/);
    for (const code of CODES) expect(hi.failure(answer(code))).not.toMatch(/[A-Za-z]/);
    // Another answer is left to the api's words (serverText.ts).
    expect(hi.failure(answer('tooManyRequests'))).toBe(SERVER_MESSAGES.tooManyRequests);
  });
});
