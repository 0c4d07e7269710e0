/**
 * Navigations the service worker must leave to the network instead of answering with the app shell.
 * Workbox tests these against pathname + search, hence the care to stop at '?'.
 */
export const notAppScreens: RegExp[] = [
  // The API: the server is the authority, and the worker never answers or caches it.
  /^\/api\//,
  // The sandbox card gateway's pages are the server's, like a real gateway's (server/payments/).
  /^\/sandbox-gateway\//,
  // The sandbox airline's web check-in page, opened from the flight e-ticket (server/suppliers/airline/).
  /^\/sandbox-airline\//,
  // A path ending in a file name (robots.txt, an uploaded PDF) is a file, not a screen of the app.
  /^[^?]*\/[^/?]+\.[^/?]+(\?|$)/,
];
