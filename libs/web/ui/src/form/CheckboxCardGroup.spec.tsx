import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { CheckboxCardGroup } from './CheckboxCardGroup';

function Cuisines() {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <>
      <CheckboxCardGroup
        name="cuisines"
        legend="Cuisines"
        options={['Italian', 'Thai', 'Southern'].map((c) => ({ value: c, label: c }))}
        value={chosen}
        onChange={setChosen}
      />
      <output>{chosen.join(',')}</output>
    </>
  );
}

describe('CheckboxCardGroup', () => {
  it('ticks and unticks several choices, in the order they were ticked', () => {
    render(<Cuisines />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Thai' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Italian' }));
    expect(screen.getByRole('status').textContent).toBe('Thai,Italian');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Thai' }));
    expect(screen.getByRole('status').textContent).toBe('Italian');
  });
});
