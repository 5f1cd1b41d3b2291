/**
 * The districts staff can be given as cities (@gh/common/districts), loaded when a staff page
 * or form first needs their names: about 13 kB that the rest of the admin area never ships.
 */
import { useEffect, useState } from 'react';
import type { DistrictChoice } from '@gh/common/districts';

let loaded: Promise<DistrictChoice[]> | null = null;
const loadDistricts = () => (loaded ??= import('@gh/common/districts').then(({ districtChoices }) => districtChoices()));

/** Every district once `wanted`; null until then and while they load; none when they could not load (keys are shown then). */
export function useDistricts(wanted = true): DistrictChoice[] | null {
  const [districts, setDistricts] = useState<DistrictChoice[] | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    loadDistricts().then(
      (all) => active && setDistricts(all),
      () => {
        loaded = null;
        if (active) setDistricts([]);
      },
    );
    return () => {
      active = false;
    };
  }, [wanted]);
  return districts;
}

/**
 * 'Pune, Maharashtra · Mumbai, Maharashtra': the cities' names as the directory has them; '…'
 * while the names load (a key such as 'maharashtra/pune' is no name), a key whose name is unknown.
 */
export function cityNames(keys: readonly string[], districts: readonly DistrictChoice[] | null): string {
  if (!districts) return '…';
  return keys.map((key) => districts.find((district) => district.key === key)?.label ?? key).join(' · ');
}
