import { fireEvent, render, screen } from '@testing-library/react';
import { Select } from './Select';

describe('Select', () => {
  it('is a labelled native select whose choice the form reads', () => {
    const onChange = jest.fn<void, [string]>();
    render(
      <>
        <label htmlFor="cuisine">Cuisine</label>
        <Select
          id="cuisine"
          defaultValue=""
          onChange={(e) => {
            onChange(e.target.value);
          }}
        >
          <option value="">Any cuisine</option>
          <option value="italian">Italian</option>
        </Select>
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Cuisine' });
    fireEvent.change(select, { target: { value: 'italian' } });
    expect(onChange).toHaveBeenCalledWith('italian');
    expect((select as HTMLSelectElement).value).toBe('italian');
  });
});
