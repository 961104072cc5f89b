import { fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { CodeInput } from './code-input';

beforeAll(() => loadNamespaces('accounts'));

function Harness() {
  const { control } = useForm({ defaultValues: { code: '', phone: '' } });
  return <CodeInput control={control} />;
}

describe('CodeInput', () => {
  it('accepts numeric keystrokes only', () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Баталгаажуулах код');
    // fireEvent returns false when the handler called preventDefault.
    expect(fireEvent.keyDown(input, { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: '-' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: '7' })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'Backspace' })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'v', ctrlKey: true })).toBe(true);
  });

  it('keeps only the first six digits of pasted text', () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Баталгаажуулах код') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'a1b2 c3-d4e5f6g7' } });
    expect(input.value).toBe('123456');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });
});
