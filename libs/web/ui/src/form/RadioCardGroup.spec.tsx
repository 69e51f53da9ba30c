import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RadioCardGroup } from './RadioCardGroup';

function Fees({ error }: { error?: string }) {
  const [fee, setFee] = useState<number | null>(null);
  return (
    <>
      <RadioCardGroup
        name="fee"
        legend="One-time fee"
        options={[
          { value: 49, label: 'Basic Package', aside: '$49' },
          { value: 99, label: 'Premium Package', aside: '$99' },
        ]}
        value={fee}
        onChange={setFee}
        error={error}
      />
      <output>{fee ?? 'none'}</output>
    </>
  );
}

describe('RadioCardGroup', () => {
  it('is a named group of radios whose choice comes back with its value', () => {
    render(<Fees />);
    expect(screen.getByRole('group', { name: 'One-time fee' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /Premium Package/ }));
    expect(screen.getByRole('status').textContent).toBe('99');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Premium Package/ }).checked).toBe(true);
  });

  it('ties its error to the group and to each radio', () => {
    render(<Fees error="Please select your one-time fee tier" />);
    const group = screen.getByRole('group', { name: 'One-time fee' });
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please select your one-time fee tier',
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('aria-invalid', 'true');
  });
});
