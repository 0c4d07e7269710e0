import { api } from '../api';
import { mintQrLoginKey } from '../contract/emulation/operations';

/** A fresh single-use, 5-minute link that signs this user in on another device (/qr-login?q=key). */
export async function mintQrLoginUrl(origin = window.location.origin): Promise<string> {
  const { key } = await api.callOperation(mintQrLoginKey, {});
  return `${origin}/qr-login?${new URLSearchParams({ q: key }).toString()}`;
}
