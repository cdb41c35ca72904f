import { afterEach, describe, expect, it } from 'vitest';
import { argumentValue, argumentValues, benchCommand, countArgument, median } from './shared';

const original = process.argv;
const given = (...args: string[]) => {
  process.argv = ['node', 'bench.ts', ...args];
};

afterEach(() => {
  process.argv = original;
});

describe('benchmark arguments', () => {
  it('reads every value of a repeated option, and the last one as its value', () => {
    given('--page', '/a', '--runs', '3', '--page', '/b');
    expect(argumentValues('page')).toEqual(['/a', '/b']);
    expect(argumentValue('page')).toBe('/b');
    expect(argumentValue('against')).toBeUndefined();
  });

  it('ignores an option given last with no value', () => {
    given('--against');
    expect(argumentValues('against')).toEqual([]);
  });

  it('takes a count of 1 or more, or the fallback', () => {
    given('--runs', '9');
    expect(countArgument('runs', 3)).toBe(9);
    expect(countArgument('pages', 4)).toBe(4);
    for (const bad of ['0', '2.5', 'many']) {
      given('--runs', bad);
      expect(() => countArgument('runs', 3)).toThrow('--runs takes a whole number, 1 or more.');
    }
  });

  it('writes the command as it was typed', () => {
    given();
    expect(benchCommand('bench:paint')).toBe('npm run bench:paint');
    given('--runs', '7');
    expect(benchCommand('bench:paint')).toBe('npm run bench:paint -- --runs 7');
  });

  it('takes the upper middle value as the median', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([])).toBeNaN();
  });
});
