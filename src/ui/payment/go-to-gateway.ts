/**
 * Leaves the app for the card gateway's page (a booking's `paymenturl`, '/sandbox-gateway/<id>').
 * A full page load, never a router navigation: the page is the server's, not a screen of the app
 * (the service worker leaves it to the network, src/sw/navigation.ts). The gateway sends the
 * browser back to the booking's success or failure address with a 303.
 */
export function goToPaymentGateway(paymenturl: string, location: Pick<Location, 'assign'> = window.location): void {
  if (!paymenturl.startsWith('/') || paymenturl.startsWith('//')) throw new Error(`not a gateway path: ${paymenturl}`);
  location.assign(paymenturl);
}
