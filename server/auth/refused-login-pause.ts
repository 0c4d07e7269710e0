import { Socket } from 'node:net';

/**
 * How long a connection whose login was just refused with 429 is left unread. A client that
 * honours Retry-After loses nothing; one that fires its next login at once on the same connection
 * waits (its request is not lost, only not read yet) instead of taking the event loop from everyone
 * else. That turns a back-to-back login flood over keep-alive connections into at most one login
 * per connection per second, the case the hash cap and the login budgets are sized for
 * (docs/login-security.md, npm run bench:login). Kept short, well inside keep-alive time-outs.
 */
export const REFUSED_LOGIN_PAUSE_MS = 1000;

/**
 * Stops reading `socket` for REFUSED_LOGIN_PAUSE_MS; answers already written still go out.
 * Only a real connection is paused (an injected request has none).
 */
export function pauseRefusedConnection(socket: unknown): void {
  if (!(socket instanceof Socket)) return;
  socket.pause();
  setTimeout(() => {
    if (!socket.destroyed) socket.resume();
  }, REFUSED_LOGIN_PAUSE_MS).unref();
}
