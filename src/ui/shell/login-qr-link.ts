/**
 * The link the Mobile Login QR encodes (docs/product.md#single-sign-on-and-qr-login: "a login link with profileid and authtoken query
 * values"). The session's bearer token never goes into a picture anyone can photograph: the
 * authtoken value is the single-use, 5-minute key TG-QRLOGINKEY mints, which /qr-login reads as `q`.
 */
export function qrLoginLink(origin: string, profileid: string, key: string): string {
  const query = new URLSearchParams({ q: key, profileid, authtoken: key });
  return `${origin}/qr-login?${query.toString()}`;
}
