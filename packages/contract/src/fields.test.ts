import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  boolParam,
  flagParam,
  formBoolean,
  ID_MAX,
  idField,
  idNumber,
  idOrSlug,
  idParam,
  loadMoreParam,
  PAGE_MAX,
  pageParam,
  publishFlag,
  tickedBox,
} from './fields';

// The field kit's id, page and flag builders: one rule each, so every schema made of them answers alike.

const errorOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('ids', () => {
  it('take a positive whole number up to ID_MAX, as a number or its digits', () => {
    expect(idParam.parse(7)).toBe(7);
    expect(idParam.parse(' 42 ')).toBe(42);
    expect(idParam.parse(ID_MAX)).toBe(ID_MAX);
    expect(idNumber().parse(ID_MAX)).toBe(ID_MAX);
  });

  it('answer "invalid value" for 2^31, whichever builder, whatever the field’s own message', () => {
    const numbersOrDigits = [idParam, idField('choiceRequired'), idField('invalidValue', 'digitsOnly')];
    for (const schema of numbersOrDigits)
      for (const big of [ID_MAX + 1, '2147483648']) expect(errorOf(schema, big), String(big)).toBe('invalidValue');
    for (const schema of [idNumber(), idNumber('choiceRequired'), idOrSlug])
      expect(errorOf(schema, ID_MAX + 1)).toBe('invalidValue');
  });

  it('answer the field’s message for zero, fractions and text', () => {
    expect(errorOf(idField('choiceRequired'), 0)).toBe('choiceRequired');
    expect(errorOf(idField('choiceRequired'), undefined)).toBe('choiceRequired');
    expect(errorOf(idField('invalidValue', 'digitsOnly'), 'abc')).toBe('digitsOnly');
    expect(errorOf(idParam, 1.5)).toBe('invalidValue');
    expect(errorOf(idNumber(), '5')).toBe('invalidValue'); // a JSON number only
  });

  it('idOrSlug keeps a slug a slug and a number an id', () => {
    expect(idOrSlug.parse(12)).toBe(12);
    expect(idOrSlug.parse('12')).toBe(12);
    expect(idOrSlug.parse('the-movie')).toBe('the-movie');
    expect(errorOf(idOrSlug, -1)).toBe('invalidValue');
  });
});

describe('pages', () => {
  it('start at 1 when missing or blank, and stop at PAGE_MAX', () => {
    expect(pageParam.parse(undefined)).toBe(1);
    expect(pageParam.parse('')).toBe(1);
    expect(pageParam.parse('3')).toBe(3);
    expect(errorOf(pageParam, 0)).toBe('invalidValue');
    expect(errorOf(pageParam, PAGE_MAX + 1)).toBe('invalidValue');
    expect(errorOf(pageParam, 'x')).toBe('digitsOnly');
  });

  it('load-more steps start at 1 (or 0 where the call counts from 0) and stay optional', () => {
    expect(loadMoreParam().parse(undefined)).toBeUndefined();
    expect(errorOf(loadMoreParam(), '0')).toBe('invalidValue');
    expect(loadMoreParam(0).parse('0')).toBe(0);
    expect(errorOf(loadMoreParam(), 2 ** 31)).toBe('invalidValue');
  });
});

describe('flags', () => {
  it('read JSON booleans and the texts true/false, 1/0 and on/off in any case', () => {
    const cases: [unknown, boolean][] = [
      [true, true],
      [false, false],
      ['true', true],
      ['false', false],
      [' TRUE ', true],
      ['1', true],
      ['0', false],
      ['on', true],
      ['off', false],
    ];
    for (const [input, output] of cases) {
      expect(boolParam.parse(input), String(input)).toBe(output);
      expect(flagParam.parse(input), String(input)).toBe(output);
      expect(publishFlag.parse(input), String(input)).toBe(output);
    }
  });

  it('answer "invalid value" for anything else', () => {
    for (const bad of ['x', 'yes', '2', 2, {}, []]) {
      expect(errorOf(boolParam, bad), String(bad)).toBe('invalidValue');
      expect(errorOf(flagParam, bad), String(bad)).toBe('invalidValue');
      expect(errorOf(formBoolean, bad), String(bad)).toBe('invalidValue');
    }
  });

  it('an optional flag is absent when missing, blank or null; a checkbox is then false', () => {
    for (const blank of [undefined, '', null]) {
      expect(flagParam.parse(blank)).toBeUndefined();
      expect(publishFlag.parse(blank)).toBeUndefined();
      expect(formBoolean.parse(blank)).toBe(false);
    }
  });

  it('a box that must be ticked takes only a set flag', () => {
    const terms = tickedBox('termsRequired');
    for (const yes of [true, 'true', 'on', '1']) expect(terms.parse(yes)).toBe(true);
    for (const no of [false, 'false', '0', undefined, 'x'])
      expect(errorOf(terms, no), String(no)).toBe('termsRequired');
  });
});
