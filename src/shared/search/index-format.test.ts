import { describe, expect, it } from 'vitest';
import { shardOf, shardsUnder } from './index-format';

const keys = ['/api/session', 'au', 'autent', 'pag', 'sesion', 'ses~'];

describe('shardOf', () => {
  it('puts a term in the last shard whose first term is not after it', () => {
    expect(shardOf(keys, 'autenticacion')).toBe(2);
    expect(shardOf(keys, 'aut')).toBe(1);
    expect(shardOf(keys, 'pago')).toBe(3);
    expect(shardOf(keys, 'zzz')).toBe(5);
    expect(shardOf(keys, '/api/session/{requestid}')).toBe(0);
  });

  it('gives -1 for a term sorting before every shard, and for no shards', () => {
    expect(shardOf(keys, '/a')).toBe(-1);
    expect(shardOf([], 'pago')).toBe(-1);
  });
});

describe('shardsUnder', () => {
  it('lists every shard that may hold a term starting with the prefix', () => {
    expect(shardsUnder(keys, 'au')).toEqual([1, 2]);
    expect(shardsUnder(keys, 'aute')).toEqual([1, 2]);
    expect(shardsUnder(keys, 'autenticac')).toEqual([2]);
    expect(shardsUnder(keys, 'se')).toEqual([3, 4, 5]);
    expect(shardsUnder([], 'se')).toEqual([]);
  });
});
