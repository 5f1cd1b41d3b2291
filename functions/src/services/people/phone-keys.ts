/**
 * The phone keys of people registered before sign-in by SMS (docs/security-phone-sign-in.md):
 * their documents have no `phoneKey`, so their number signs nobody in until it is written. The
 * admin runs this once after deploying (POST /{key}/jobs/phone-keys); a run reads at most PAGES
 * pages of PAGE people a side and says whether more are left, so a run again goes on. Each key
 * is made by phoneFields, as registration and profile saves make it.
 */
import { USER_TYPES } from '@gh/common/constants';
import { writeMissingPhoneKeys } from '../../store/people.ts';
import { phoneFields } from './people.ts';

const PAGE = 500;
const PAGES = 40;

export interface PhoneKeyJobReport {
  phoneKeys: number;
  /** Whether a side still had people when the run stopped: run it again. */
  more: boolean;
}

export async function runPhoneKeyJob(): Promise<PhoneKeyJobReport> {
  let phoneKeys = 0;
  let more = false;
  for (const type of USER_TYPES) {
    let after: string | null = null;
    let page = 0;
    do {
      const result = await writeMissingPhoneKeys(type, (phone) => phoneFields(phone).phoneKey, PAGE, after);
      phoneKeys += result.written;
      after = result.last;
    } while (after && ++page < PAGES);
    more ||= after !== null;
  }
  return { phoneKeys, more };
}
