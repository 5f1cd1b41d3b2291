/**
 * The labels of the stored option values (common/src/options.ts): skills, interests, services,
 * availability slots, languages, States. The values stay English in the data and the API (they
 * are the contract); a page shows each one's label in its language, from the `choices` area, so
 * a page that shows them loads that area. A value in none of the lists (older data) shows as stored.
 */
import { listText } from '@gh/common/field-labels';
import { choiceLabel } from './choiceValues';
import { useT } from './I18n';

export { choiceLabel };

/** choiceLabel in the page's language. */
export function useChoiceLabel(): (value: string) => string {
  const t = useT();
  return (value) => choiceLabel(t, value);
}

/** Stored values as one line, as lists are written on screen: 'Reading, Music', in Hindi 'पढ़ना, संगीत'; none is ''. */
export function useChoiceList(): (values: readonly string[] | undefined) => string {
  const label = useChoiceLabel();
  return (values) => listText(values?.map(label));
}
