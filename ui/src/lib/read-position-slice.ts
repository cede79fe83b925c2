import { type PayloadAction, createSlice } from '@reduxjs/toolkit';

/**
 * Read-your-writes: the highest global event position this browser has seen from the server.
 * It is sent back as `X-Min-Position`, so the query side answers only once its read models
 * include everything the user has done (or been told about).
 */
export interface ReadPositionState {
  position: string | null;
}

const initialState: ReadPositionState = { position: null };

const DIGITS = /^\d+$/;

/** Positions are decimal strings of any size (they may exceed 2^53). */
export const isLaterPosition = (candidate: string, current: string | null): boolean => {
  if (!DIGITS.test(candidate)) return false;
  if (current === null || !DIGITS.test(current)) return true;
  return BigInt(candidate) > BigInt(current);
};

export const readPositionSlice = createSlice({
  name: 'readPosition',
  initialState,
  reducers: {
    positionSeen(state, action: PayloadAction<string>) {
      if (isLaterPosition(action.payload, state.position)) state.position = action.payload;
    },
  },
});

export const { positionSeen } = readPositionSlice.actions;
