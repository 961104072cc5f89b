import { describe, expect, it } from 'vitest';
import { outlineHeadings } from './heading-outline';

describe('outlineHeadings', () => {
  it('renumbers the levels a text uses from h2, keeping their order', () => {
    expect(outlineHeadings('<p>a</p><h3>Зураг</h3><p>b</p>')).toBe('<p>a</p><h2>Зураг</h2><p>b</p>');
    expect(outlineHeadings('<h4 class="x">A</h4><h6>B</h6><h4>C</h4>')).toBe(
      '<h2 class="x">A</h2><h3>B</h3><h2>C</h2>',
    );
    expect(outlineHeadings('<h1>Big</h1><h2>Small</h2>')).toBe('<h2>Big</h2><h3>Small</h3>');
  });

  it('leaves a text with a sound outline, or none, as it is', () => {
    expect(outlineHeadings('<h2>A</h2><h3>B</h3>')).toBe('<h2>A</h2><h3>B</h3>');
    expect(outlineHeadings('<p>no headings; <b>hr</b></p>')).toBe('<p>no headings; <b>hr</b></p>');
    expect(outlineHeadings('<header>not a heading</header>')).toBe('<header>not a heading</header>');
  });
});
