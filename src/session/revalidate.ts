import { ping } from '../contract/profile/operations';
import { api } from '../api';

/**
 * Opening the app asks the server whether the stored session still lives: a revoked or expired
 * one answers 900 and the client runs the expiry flow. Offline, the stored session keeps working.
 */
export function revalidateSession(): void {
  void api.callOperation(ping, {}).catch(() => undefined);
}
