import { createFileRoute } from '@tanstack/react-router';
import { SsoLanding } from '../ui/emulation/SsoLanding';

/** /sso-{client}/{encryptedKey}, /sso-saml/{encryptedKey} included (client 'saml'); docs/product.md#screens-and-routes. */
export const Route = createFileRoute('/sso-{$client}/$key')({
  component: SsoRoute,
});

function SsoRoute() {
  const { client, key } = Route.useParams();
  // The key is the route's identity: a new link on the same page starts a fresh sign-on.
  return <SsoLanding key={`${client}/${key}`} client={client} signedKey={key} />;
}
