import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../api/errors';
import { useHotelsHome } from './hotel-version';
import { loginFixture } from './login-fixture';
import { setSession } from './store';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api')>()),
  api: { callOperation },
}));

const login = (corporateid: string) => {
  const fixture = loginFixture();
  return loginFixture({ profilemaster: { ...fixture.profilemaster, corporateid } });
};
const config = (hotelversion: string) => ({ ApiStatus: { Status: 'OK' }, hotelversion });

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  act(() => setSession(null));
  vi.clearAllMocks();
});

describe('the company’s hotel version', () => {
  it('asks once per login, opens /v2/hotels for v2, and keeps the answer for a reload', async () => {
    setSession(login('C-v2'));
    callOperation.mockResolvedValue(config('v2'));
    const first = renderHook(() => useHotelsHome());
    const second = renderHook(() => useHotelsHome());
    expect(first.result.current).toBe('/hotels');
    await vi.waitFor(() => expect(first.result.current).toBe('/v2/hotels'));
    expect(second.result.current).toBe('/v2/hotels');
    expect(callOperation).toHaveBeenCalledTimes(1);
    expect(callOperation.mock.calls[0]![1]).toEqual({ corporateid: 'C-v2' });
    cleanup();
    // A reload (a new page, nothing asked yet) reads the kept answer at once.
    expect(renderHook(() => useHotelsHome()).result.current).toBe('/v2/hotels');
    expect(callOperation).toHaveBeenCalledTimes(1);
  });

  it('opens /hotels for v1, and asks again for another company', async () => {
    setSession(login('C-v2b'));
    callOperation.mockResolvedValue(config('v2'));
    const { result } = renderHook(() => useHotelsHome());
    await vi.waitFor(() => expect(result.current).toBe('/v2/hotels'));
    callOperation.mockResolvedValue(config('v1'));
    act(() => setSession(login('C-v1')));
    expect(result.current).toBe('/hotels');
    await vi.waitFor(() => expect(callOperation).toHaveBeenCalledTimes(2));
    expect(result.current).toBe('/hotels');
  });

  it('opens the first version while the server cannot be reached', async () => {
    setSession(login('C-offline'));
    callOperation.mockRejectedValue(new NetworkError());
    const { result } = renderHook(() => useHotelsHome());
    await vi.waitFor(() => expect(callOperation).toHaveBeenCalledTimes(1));
    expect(result.current).toBe('/hotels');
  });
});
