import type { AppRouter } from './-router';

/**
 * Starts fetching the code of every route a path renders (the signed-in layout, the page) without
 * running their guards or loaders. start-app.tsx calls it on a warm start while the session vault is
 * still opening, so the router finds the chunks already arriving instead of asking for them only
 * once it resolves (docs/architecture.md#first-load). A chunk that fails here is asked for again,
 * and reported, by the router itself.
 */
export function preloadRouteChunks(router: AppRouter, pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname.split(/[?#]/)[0]!);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}
