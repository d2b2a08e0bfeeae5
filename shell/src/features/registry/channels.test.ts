import { describe, expect, it } from 'vitest';
import { channelQuery, CHANNELS_STORAGE_KEY, readChannelOptIns, type KeyValueStorage } from './channels';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('staging opt-ins', () => {
  it('opts in with ?channel.<remote>=staging, keeps it across page loads, and clears it with =stable', () => {
    const storage = memoryStorage();
    expect(readChannelOptIns('https://h.example/sitter/dashboard?channel.mf_sitter=staging', storage)).toEqual({ mf_sitter: 'staging' });
    expect(readChannelOptIns('https://h.example/sitter/jobs', storage)).toEqual({ mf_sitter: 'staging' });
    expect(readChannelOptIns('https://h.example/?channel.mf_admin=staging', storage)).toEqual({
      mf_sitter: 'staging',
      mf_admin: 'staging',
    });
    expect(readChannelOptIns('https://h.example/?channel.mf_sitter=stable', storage)).toEqual({ mf_admin: 'staging' });
    readChannelOptIns('https://h.example/?channel.mf_admin=stable', storage);
    expect(storage.data.has(CHANNELS_STORAGE_KEY)).toBe(false);
  });

  it('ignores unknown remotes, unknown values and broken storage', () => {
    const storage = memoryStorage();
    storage.setItem(CHANNELS_STORAGE_KEY, '{not json');
    expect(readChannelOptIns('https://h.example/?channel.mf_nope=staging&channel.mf_admin=beta', storage)).toEqual({});
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    expect(readChannelOptIns('https://h.example/?channel.mf_admin=staging', throwing)).toEqual({ mf_admin: 'staging' });
  });

  it('turns opt-ins into the registry query', () => {
    expect(channelQuery({ mf_admin: 'staging' })).toEqual({ 'channel.mf_admin': 'staging' });
  });
});
