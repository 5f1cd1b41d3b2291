/** A volunteer's skills and availability as checkboxes: the same at registration and on /profile. */
import { AVAILABILITY_SLOTS, VOLUNTEER_SKILLS } from '@gh/common/options';
import { ChoiceGroup } from './ChoiceGroup';
import { Wide } from './FormSection';

type ListProps = { name: string; value: string[]; onChange: (next: string[]) => void };

export function VolunteerChoices({ list }: { list: (name: 'skills' | 'availability') => ListProps }) {
  return (
    <>
      <Wide>
        <ChoiceGroup label="Skills" options={VOLUNTEER_SKILLS} {...list('skills')} />
      </Wide>
      <Wide>
        <ChoiceGroup label="Availability" options={AVAILABILITY_SLOTS} {...list('availability')} />
      </Wide>
    </>
  );
}
