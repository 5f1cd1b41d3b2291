/**
 * The districts of the PIN code directory as choices: what an owner gives a coordinator or a
 * viewer as their cities (staff.ts). About 13 kB of names, without the PIN codes, so the admin
 * page can load them when an owner opens the staff forms.
 */
import { DISTRICTS } from './pin-directory-data.ts';
import { districtKeyOf } from './places.ts';

export interface DistrictChoice {
  /** `maharashtra/pune` (places.ts districtKeyOf). */
  key: string;
  /** 'Pune, Maharashtra', as India Post's directory names them. */
  label: string;
}

let choices: DistrictChoice[] | null = null;

/** Every district, in the directory's order (by State, then district). */
export function districtChoices(): DistrictChoice[] {
  choices ??= DISTRICTS.split('\n').map((line) => {
    const [state, district] = line.split('|') as [string, string];
    return { key: districtKeyOf(state, district), label: `${district}, ${state}` };
  });
  return choices;
}
