const KEY = 'glyco.returnAfterSignIn';

/** A page that needs a signed-in account (an invitation link) asks to come back after sign-in or registration. */
export function returnHereAfterSignIn(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Without storage the person lands on the dashboard and opens the link again.
  }
}

/** Where to go once signed in: the page that asked (once, and only a path of this app), else the fallback. */
export function takeReturnPath(fallback: string): string {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path?.startsWith('/') && !path.startsWith('//') ? path : fallback;
  } catch {
    return fallback;
  }
}
