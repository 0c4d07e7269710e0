/**
 * A CSP that fits the Vite build: only same-origin scripts (the build emits no inline script),
 * inline styles allowed because Mantine writes CSS variables into style tags at runtime, the
 * service worker and the comlink worker from self or blob:. No upgrade-insecure-requests: the
 * server is also reached over plain http://localhost.
 */
export const CONTENT_SECURITY_POLICY = {
  useDefaults: true,
  directives: {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': null,
  },
};
