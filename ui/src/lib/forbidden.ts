/**
 * A 403 from the API: the user's role lacks the permission (it may have changed since the page
 * loaded). The error catalogue sends the browser to the product's public site; there is none,
 * so the app shows the server's message and goes to the property list (`/`). The store
 * middleware reports, the router side (which can navigate) listens.
 */
type Listener = (message: string) => void;

const listeners = new Set<Listener>();

/** Called for every 403 answer; returns the unsubscribe function. */
export const onForbidden = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const reportForbidden = (message: string): void => {
  for (const listener of listeners) listener(message);
};
