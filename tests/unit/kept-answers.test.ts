import { describe, expect, it } from 'vitest';
import { keptAnswersKey, readKept } from '../../src/machines/studentAnswers/implementations';

/** A storage holding one value under the answers' key of code ABC234. */
const storeWith = (value: string | null) => ({ getItem: (key: string) => (key === 'teachkit.answers.ABC234' ? value : null), setItem: () => {}, removeItem: () => {} });

describe('what a phone kept of a student\'s answering', () => {
  it('is found by the code whatever its case or spaces', () => {
    expect(keptAnswersKey(' abc234 ')).toBe('teachkit.answers.ABC234');
  });

  it('is read back whole, with only text answers', () => {
    const kept = readKept(storeWith(JSON.stringify({ token: 't-1', student: { id: 's1', name: 'Ava Brown' }, answers: { q1: '1/2', q2: 7, q3: null } })), 'abc234');
    expect(kept).toEqual({ token: 't-1', student: { id: 's1', name: 'Ava Brown' }, answers: { q1: '1/2' } });
  });

  it('is nothing when missing, not JSON, or without a secret or a student', () => {
    expect(readKept(storeWith(null), 'ABC234')).toBeNull();
    expect(readKept(storeWith('{not json'), 'ABC234')).toBeNull();
    expect(readKept(storeWith(JSON.stringify({ student: { id: 's1', name: 'Ava' }, answers: {} })), 'ABC234')).toBeNull();
    expect(readKept(storeWith(JSON.stringify({ token: 't-1', answers: {} })), 'ABC234')).toBeNull();
  });

  it('is nothing when the browser refuses its storage', () => {
    const refusing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => {}, removeItem: () => {} };
    expect(readKept(refusing, 'ABC234')).toBeNull();
  });
});
