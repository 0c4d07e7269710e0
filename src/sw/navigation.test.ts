import { describe, expect, it } from 'vitest';
import { notAppScreens } from './navigation';

const servedByShell = (pathAndSearch: string) => !notAppScreens.some((pattern) => pattern.test(pathAndSearch));

describe('navigations answered with the precached app shell', () => {
  it.each(['/', '/flights', '/flights/eticket/FL100001', '/trips/123', '/?redirect_to=/trips/a.b', '/profile?email=a@b.test', '/password-change'])(
    '%s gets the shell',
    (path) => expect(servedByShell(path)).toBe(true),
  );

  it.each(['/api/service', '/api/airports?searchkey=del', '/robots.txt', '/uploads/receipt.pdf?v=2', '/sandbox-gateway/0f8c2a4e-1b2c-4d5e-8f90-123456789abc', '/sandbox-airline/checkin?txid=FL1&route=BLR-DEL&email=a%40b.test'])(
    '%s goes to the network',
    (path) => expect(servedByShell(path)).toBe(false),
  );
});
