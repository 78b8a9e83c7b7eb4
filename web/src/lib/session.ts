import { loadAccountRoutes } from './account-routes';
import { apiClient } from './api-client';
import { forgetChatHistories } from './chat-history';
import { isApiError } from './api-error';
import { atom, atomWithLazy } from './jotai';
import { appQueryClient } from './query-client';
import { rememberedUser } from './offline/remembered-user';
import { forgetPosition } from './read-your-writes';
import type { AuthResponseBody, Login, Register, UserResponse } from '@glyco/contracts';
import { readToken, writeToken } from './storage';
import { applyAccountDarkModeAtom, resetAccountDarkModeAtom } from './theme';
import { withDefaultTimeZone } from './time-zone-default';
import { endedNotice, type EndedNotice } from './ways-in-notice';

export type SessionStatus = 'loading' | 'authenticated' | 'signed-out';

interface Session {
  status: SessionStatus;
  user: UserResponse | null;
}

// Read when the store first needs it, so a token stored before start-up counts.
const sessionAtom = atomWithLazy<Session>(() => ({ status: readToken() ? 'loading' : 'signed-out', user: null }));

export const sessionStatusAtom = atom((get) => get(sessionAtom).status);
export const currentUserAtom = atom((get) => get(sessionAtom).user);
export const isAuthenticatedAtom = atom((get) => get(sessionAtom).status === 'authenticated');

/** Replaces the signed-in user (after /auth/me, login or a profile save) and applies its preferences. */
export const setCurrentUserAtom = atom(null, (_get, set, user: UserResponse) => {
  set(sessionAtom, { status: 'authenticated', user });
  set(applyAccountDarkModeAtom, user.settings.darkMode);
});

/** Forgets the session on this device only (after a 401 or a failed session check). */
export const clearSessionAtom = atom(null, (_get, set) => {
  writeToken(null);
  forgetPosition();
  forgetChatHistories();
  appQueryClient.clear();
  set(sessionAtom, { status: 'signed-out', user: null });
});

/** Without an answer from the server, the app opens as the person it last answered for, when it kept them. */
const openOfflineAtom = atom(null, (_get, set) => {
  const user = rememberedUser();
  if (user) set(setCurrentUserAtom, user);
  else set(sessionAtom, { status: 'signed-out', user: null });
});

export const loadSessionAtom = atom(null, async (_get, set) => {
  if (!readToken()) {
    set(sessionAtom, { status: 'signed-out', user: null });
    return;
  }
  try {
    set(setCurrentUserAtom, await apiClient.call((await loadAccountRoutes()).me));
  } catch (error) {
    // No answer (offline, or a reload aborted the check) says nothing about the token: keep it, and open
    // the app offline as the person it last answered for; the first answer from the server decides again.
    if (isApiError(error) && error.isNetwork) set(openOfflineAtom);
    else set(clearSessionAtom);
  }
});

const startSessionAtom = atom(null, (_get, set, response: AuthResponseBody, remember: boolean) => {
  set(signedOutNotice, null);
  writeToken(response.token, remember);
  appQueryClient.clear();
  set(setCurrentUserAtom, response.user);
  void withDefaultTimeZone(response.user).then((user) => user !== response.user && set(setCurrentUserAtom, user));
});

export const loginAtom = atom(null, async (_get, set, credentials: Login, remember: boolean) => {
  set(startSessionAtom, await apiClient.call((await loadAccountRoutes()).login, { body: credentials }), remember);
});

export const registerAtom = atom(null, async (_get, set, payload: Register) => {
  const response = await apiClient.call((await loadAccountRoutes()).register, { body: payload });
  set(startSessionAtom, response, true);
  set(resetAccountDarkModeAtom);
});

// Kept outside the router's state: the page that signs out is gone by the time the sign-in page shows.
const signedOutNotice = atom<EndedNotice | null>(null);
/** What the last sign-out everywhere ended, for the sign-in page to say. */
export const signedOutNoticeAtom = atom((get) => get(signedOutNotice));

/** Signs out everywhere: the server ends every session, the doctor's access and the uploader secret. */
export const logoutAtom = atom(null, async (_get, set) => {
  try {
    set(signedOutNotice, endedNotice(await apiClient.call((await loadAccountRoutes()).logout)));
  } catch {
    // The local session ends regardless; an expired token cannot log out anyway.
  }
  set(clearSessionAtom);
  set(resetAccountDarkModeAtom);
});
