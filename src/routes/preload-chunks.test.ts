import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadRouteChunks } from './-preload-chunks';
import { createAppRouter } from './-router';

describe('preloadRouteChunks (warm start)', () => {
  it('fetches the code of the signed-in layout and the page, without entering them', () => {
    const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }));
    const loaded = vi.spyOn(router, 'loadRouteChunk').mockResolvedValue(undefined);
    preloadRouteChunks(router, '/trips?tab=1');
    const ids = loaded.mock.calls.map(([route]) => route.id);
    expect(ids).toEqual(expect.arrayContaining(['/_authenticated', '/_authenticated/trips/']));
    // Only code: nothing navigated (no session here, so entering /trips would have redirected).
    expect(router.state.location.pathname).toBe('/');
  });

  it('ignores a failed chunk: the router asks again when it needs it', async () => {
    const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }));
    vi.spyOn(router, 'loadRouteChunk').mockRejectedValue(new Error('offline'));
    expect(() => preloadRouteChunks(router, '/trips')).not.toThrow();
  });
});
