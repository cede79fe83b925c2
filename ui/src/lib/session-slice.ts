import { type PayloadAction, createSlice } from '@reduxjs/toolkit';

/** Who is signed in. Login arrives with the next slice; the API already sends the token. */
export interface SessionState {
  token: string | null;
}

const initialState: SessionState = { token: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    loggedOut(state) {
      state.token = null;
    },
  },
});

export const { tokenReceived, loggedOut } = sessionSlice.actions;
