/**
 * The names of a visit's or concern's two people, which their documents keep (a visit stores
 * e-mails only): read live from `volunteers/{email}` and `seniors/{email}`, the e-mail standing
 * in until a name arrives (or when the person is gone).
 */
import { useMemberDoc } from '../../../lib/useMemberDoc';

export interface PairNames {
  volunteer: string;
  senior: string;
}

export function usePairNames({ volunteer, senior }: PairNames): PairNames {
  const volunteerName = useMemberDoc('volunteer', volunteer || null).data?.name;
  const seniorName = useMemberDoc('senior', senior).data?.name;
  return { volunteer: volunteerName || volunteer, senior: seniorName || senior };
}
