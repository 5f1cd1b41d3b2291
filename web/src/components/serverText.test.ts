import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { translator } from '@gh/common/translate';
import type { MessageKey } from '../i18n/areas';
import { messages as hindiApi } from '../i18n/messages/hi/api';
import { ApiError, NETWORK_ERROR_MESSAGE, tryAgainText } from '../lib/api';
import { EN } from '../testing/english';
import { serverText } from './serverText';

const hindi = translator('hi', hindiApi as Record<MessageKey, string>);
const inHindi = serverText(hindi, (key) => key in hindiApi, 'hi');
const limit = (retryAt: string | null) =>
  new ApiError(
    429,
    retryAt ? tryAgainText(retryAt) : SERVER_MESSAGES.tooManyRequests,
    { message: SERVER_MESSAGES.tooManyRequests, code: 'tooManyRequests' },
    retryAt,
  );

describe("the api's answers in the page's language", () => {
  it("says a limit's minute to try again in the page's clock words, in English as the error says it", () => {
    expect(inHindi.failure(limit('15:45'))).toBe('एक साथ बहुत बार कोशिश हुई। कृपया दोपहर 3:45 के बाद फिर से कोशिश कीजिए।');
    const english = serverText(translator('en', EN), (key) => key in EN, 'en');
    expect(english.failure(limit('15:45'))).toBe('Too many requests. Please try again after 3:45 PM.');
    expect(english.failure(limit('15:45'))).toBe(limit('15:45').message);
  });

  it('says a limit without a Retry-After, and other answers, by their code; the unreached server as the browser side', () => {
    expect(inHindi.failure(limit(null))).toBe(hindiApi['api.tooManyRequests']);
    expect(inHindi.failure(new ApiError(0, NETWORK_ERROR_MESSAGE))).toBe(hindiApi['api.unreachable']);
    expect(inHindi.success(SERVER_MESSAGES.profileSaved)).toBe(hindiApi['api.profileSaved']);
  });

  it('shows what it has no words for as it was said, and the English where the page loaded no api area', () => {
    expect(inHindi.failure(new Error('Something odd'))).toBe('Something odd');
    const unloaded = serverText(hindi, () => false, 'hi');
    expect(unloaded.failure(limit('9:05'))).toBe('Too many requests. Please try again after 9:05 AM.');
  });
});
