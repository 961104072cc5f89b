import { describe, expect, it, vi } from 'vitest';
import { CompressedAnswers } from './compression';

describe('the compressed answers kept for reuse', () => {
  it('compress a body once per encoding, however often it is sent', () => {
    const recent = new CompressedAnswers(1024 * 1024);
    const compress = vi.fn(() => Buffer.from('compressed'));
    const body = () => Buffer.from(JSON.stringify({ title: 'Цогт тайж', year: 1945 }));
    for (let i = 0; i < 3; i++) expect(recent.get('br', body(), compress).toString()).toBe('compressed');
    recent.get('gzip', body(), compress);
    expect(compress).toHaveBeenCalledTimes(2);
  });

  it('drop the least recently used past their byte budget', () => {
    const recent = new CompressedAnswers(100);
    const compress = vi.fn((n: number) => () => Buffer.alloc(10, n));
    const body = (n: number) => Buffer.alloc(30, n);
    recent.get('br', body(1), compress(1));
    recent.get('br', body(2), compress(2));
    recent.get('br', body(1), compress(1)); // 1 is the most recent now
    recent.get('br', body(3), compress(3)); // over budget: 2 goes
    expect(recent.get('br', body(1), () => Buffer.from('again'))[0]).toBe(1);
    expect(recent.get('br', body(2), () => Buffer.from('again')).toString()).toBe('again');
  });
});
