import { describe, expect, it } from 'vitest';
import { isLaterPosition, positionSeen, readPositionSlice } from './read-position-slice';

const { reducer } = readPositionSlice;

describe('read position', () => {
  it('keeps the highest position seen', () => {
    let state = reducer(undefined, positionSeen('42'));
    expect(state.position).toBe('42');
    state = reducer(state, positionSeen('7'));
    expect(state.position).toBe('42');
    state = reducer(state, positionSeen('100'));
    expect(state.position).toBe('100');
  });

  it('compares as numbers, also beyond 2^53', () => {
    expect(isLaterPosition('10', '9')).toBe(true);
    expect(isLaterPosition('9007199254740993', '9007199254740992')).toBe(true);
    expect(isLaterPosition('9007199254740992', '9007199254740993')).toBe(false);
  });

  it('ignores values that are not positions', () => {
    const state = reducer({ position: '5' }, positionSeen('abc'));
    expect(state.position).toBe('5');
    expect(isLaterPosition('', null)).toBe(false);
  });
});
