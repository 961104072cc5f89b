import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { capSelection, MultiSelectFilter } from './multi-select-filter';

const options = Array.from({ length: 8 }, (_, index) => ({ id: index + 1, label: `Мэргэжил ${index + 1}` }));

function Harness({ onChange }: { onChange(ids: number[]): void }) {
  const [value, setValue] = useState<number[]>([1, 2, 3, 4]);
  return (
    <MultiSelectFilter
      label="Мэргэжил"
      options={options}
      value={value}
      onChange={(ids) => {
        onChange(ids);
        setValue(ids);
      }}
    />
  );
}

describe('MultiSelectFilter', () => {
  it('drops choices beyond the cap', () => {
    expect(capSelection([1, 2, 3, 4, 5, 6], 5)).toEqual([1, 2, 3, 4, 5]);
    expect(capSelection([1, 2], 5)).toEqual([1, 2]);
  });

  it('takes a fifth choice, then offers no sixth', () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Мэргэжил' });
    fireEvent.mouseDown(input);
    fireEvent.click(screen.getByRole('option', { name: 'Мэргэжил 5' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 2, 3, 4, 5]);
    expect(screen.getByText('Хамгийн ихдээ 5 сонголт')).toBeTruthy();
    fireEvent.mouseDown(input);
    const sixth = screen.getByRole('option', { name: 'Мэргэжил 6' });
    expect(sixth.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(sixth); // even if a click gets through, the sixth is dropped
    expect(onChange).toHaveBeenLastCalledWith([1, 2, 3, 4, 5]);
  });
});
