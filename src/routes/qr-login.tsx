import { createFileRoute } from '@tanstack/react-router';
import { QR_LOGIN_CLIENT } from '../contract/login';
import { SsoLanding } from '../ui/emulation/SsoLanding';

/** /qr-login?q=key: the Mobile Login QR link (docs/product.md#screens-and-routes); other query values are ignored. */
export const Route = createFileRoute('/qr-login')({
  validateSearch: (search: Record<string, unknown>): { q: string } => ({
    q: typeof search.q === 'string' ? search.q : '',
  }),
  component: QrLoginRoute,
});

function QrLoginRoute() {
  const { q } = Route.useSearch();
  return <SsoLanding key={q} client={QR_LOGIN_CLIENT} signedKey={q} />;
}
