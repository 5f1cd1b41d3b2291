/**
 * A code step that survives a reload and Back/Forward: the page keeps who asked for a code for
 * this tab (browserStore.ts) for as long as the code lives.
 */
import { OTP_TTL_MS } from '@gh/common/constants';
import { forgetForTab, keepForTab, readForTab } from './browserStore';

export const saveCodeStep: <T>(key: string, value: T) => void = keepForTab;

/** The kept step, or null when there is none or its code has expired. */
export const readCodeStep = <T>(key: string): T | null => readForTab<T>(key, OTP_TTL_MS);

export const clearCodeStep = (key: string): void => forgetForTab(key);
