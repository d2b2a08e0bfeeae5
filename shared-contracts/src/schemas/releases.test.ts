import { describe, expect, it } from 'vitest';
import { check } from '../validation.js';
import { CONTRACT_VERSION, isCompatibleContract, MIN_COMPATIBLE_CONTRACT_VERSION } from '../federation.js';
import { RegistryActionStruct, rolloutBucket } from './releases.js';

describe('rolloutBucket', () => {
  it('splits 200 ids about evenly at 50 % and gives each id the same answer every time', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `user-${i + 1}`);
    const staged = ids.filter((id) => rolloutBucket(id, 'mf_sitter') < 50);
    expect(staged.length).toBeGreaterThanOrEqual(90);
    expect(staged.length).toBeLessThanOrEqual(110);
    for (const id of ids) expect(rolloutBucket(id, 'mf_sitter')).toBe(rolloutBucket(id, 'mf_sitter'));
    expect(ids.every((id) => rolloutBucket(id, 'mf_admin') >= 0 && rolloutBucket(id, 'mf_admin') < 100)).toBe(true);
  });

  it('buckets one visitor independently per remote', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `anon-${i}`);
    const differ = ids.filter((id) => rolloutBucket(id, 'mf_admin') !== rolloutBucket(id, 'mf_sitter'));
    expect(differ.length).toBeGreaterThan(150);
  });
});

describe('contract versions', () => {
  it('accepts the previous compatible contract and refuses others', () => {
    expect(isCompatibleContract(CONTRACT_VERSION)).toBe(true);
    expect(isCompatibleContract(MIN_COMPATIBLE_CONTRACT_VERSION)).toBe(true);
    expect(isCompatibleContract(MIN_COMPATIBLE_CONTRACT_VERSION - 1)).toBe(false);
    expect(isCompatibleContract(CONTRACT_VERSION + 1)).toBe(false);
  });
});

describe('RegistryActionStruct', () => {
  it('accepts the four actions and refuses a release id that could leave its folder', () => {
    expect(check(RegistryActionStruct, { action: 'promote', release: '1.0.0-3fa9c2d1' }).ok).toBe(true);
    expect(check(RegistryActionStruct, { action: 'set-staging', release: '1.0.1-x', percent: 50 }).ok).toBe(true);
    expect(check(RegistryActionStruct, { action: 'rollback' }).ok).toBe(true);
    expect(check(RegistryActionStruct, { action: 'promote', release: '../../etc' }).ok).toBe(false);
    expect(check(RegistryActionStruct, { action: 'set-staging', release: 'a', percent: 101 }).ok).toBe(false);
  });
});
