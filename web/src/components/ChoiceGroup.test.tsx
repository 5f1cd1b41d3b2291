/**
 * The shared option pickers in Hindi and Marathi: each option shows its label, the
 * form keeps and sends the English value (the API's contract).
 */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { SENIOR_INTERESTS } from '@gh/common/options';
import { renderIn } from '../testing/inLanguage';
import { ChoiceGroup } from './ChoiceGroup';
import { StateField } from './IndiaFields';

afterEach(cleanup);

function Interests({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ChoiceGroup label="रुचियाँ" name="interests" options={SENIOR_INTERESTS} value={value} onChange={setValue} />
      <output aria-label="Stored">{value.join('|')}</output>
    </>
  );
}

describe('the option pickers in Hindi and Marathi', () => {
  it('a checkbox reads its Hindi label and keeps the English value', () => {
    renderIn('hi', <Interests initial={['Reading']} />);
    const group = screen.getByRole('group', { name: 'रुचियाँ' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['पढ़ना', 'संगीत', 'कला और हस्तकला', 'खेल', 'कसरत', 'खाना बनाना', 'बाग़बानी', 'टेक्नोलॉजी']);
    fireEvent.click(within(group).getByRole('checkbox', { name: 'बाग़बानी' }));
    expect(within(group).getByRole('checkbox', { name: 'बाग़बानी' })).toHaveProperty('value', 'Gardening');
    expect(screen.getByLabelText('Stored').textContent).toBe('Reading|Gardening');
  });

  it('the State select names each State in Marathi, its value the English name; an older value stays as stored', () => {
    renderIn('mr', <StateField id="state" name="state" value="Bombay" onChange={() => {}} />);
    const select = screen.getByRole('combobox');
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    const maharashtra = options.find((option) => option.value === 'Maharashtra');
    expect(maharashtra?.textContent).toBe('महाराष्ट्र');
    expect(options.find((option) => option.value === 'Tamil Nadu')?.textContent).toBe('तमिळनाडू');
    expect(options.find((option) => option.value === 'Bombay')?.textContent).toBe('Bombay');
    // The States' names (the empty choice's prompt is the form's words, not a stored value).
    const states = options.filter((option) => option.value !== '');
    expect(states.filter((option) => /[A-Za-z]/.test(option.textContent ?? '')).map((option) => option.value)).toEqual(['Bombay']);
  });
});
