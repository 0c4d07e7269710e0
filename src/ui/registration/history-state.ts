/**
 * docs/product.md#screens-and-routes: /registration-success gets the work email in navigation state (not in the URL,
 * so it never lands in server logs or the browser history list).
 */
declare module '@tanstack/react-router' {
  interface HistoryState {
    registeredEmail?: string;
  }
}

export {};
