/** A volunteer's skills and availability as checkboxes: the same at registration and on /profile. */
import { AVAILABILITY_SLOTS, VOLUNTEER_SKILLS } from '@gh/common/options';
import { ChoiceGroup } from './ChoiceGroup';
import { Wide } from './FormSection';
import { useT } from '../i18n/I18n';

type ListProps = { name: string; value: string[]; onChange: (next: string[]) => void };

export function VolunteerChoices({ list }: { list: (name: 'skills' | 'availability') => ListProps }) {
  const t = useT();
  return (
    <>
      <Wide>
        <ChoiceGroup label={t('person.skills')} options={VOLUNTEER_SKILLS} {...list('skills')} />
      </Wide>
      <Wide>
        <ChoiceGroup label={t('person.availability')} options={AVAILABILITY_SLOTS} {...list('availability')} />
      </Wide>
    </>
  );
}
