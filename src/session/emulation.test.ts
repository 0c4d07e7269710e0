import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../api/errors';
import { SWITCH_BACK_FAILED_MESSAGE, type LoginOk } from '../contract/login';
import { db } from '../db/database';
import { emulationMaster, isEmulating, startEmulation, switchBack } from './emulation';
import { loginFixture } from './login-fixture';
import { getSession, setSession } from './store';
import { saveLogin } from './vault';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api')>()),
  api: { callOperation },
}));

const master = { profileid: '20005', name: 'Vikram Rao' };
const acting = loginFixture({ emulmode: true, emulmaster: master, userauth: { authtoken: 'acting' } });
const admin = (overrides: Partial<LoginOk> = {}) => ({
  ...loginFixture({ defaulthome: 'dashboard', userauth: { authtoken: 'fresh' }, ...overrides }),
  emulmode: false,
  emulmaster: null,
});

beforeEach(async () => {
  callOperation.mockReset();
  sessionStorage.clear();
  setSession(null);
  await db.vault.clear();
});

describe('isEmulating and emulationMaster', () => {
  it('read the emulation flags of the login', () => {
    expect(isEmulating(null)).toBe(false);
    expect(isEmulating(loginFixture())).toBe(false);
    expect(isEmulating(acting)).toBe(true);
    expect(emulationMaster(acting)).toEqual({ ...master, kind: 'admin' }); // older answers without a kind are admin emulations
    expect(emulationMaster(loginFixture({ emulmaster: master }))).toBeNull();
  });
});

describe('startEmulation', () => {
  it('stores the emulated login and returns its landing', async () => {
    await saveLogin(loginFixture());
    callOperation.mockResolvedValueOnce({ ...acting, defaulthome: 'trips' });
    await expect(startEmulation('20001')).resolves.toBe('/trips');
    expect(callOperation.mock.calls[0]![1]).toEqual({ emulprofileid: '20001' });
    expect(isEmulating(getSession())).toBe(true);
  });
});

describe('switchBack', () => {
  it('sends the emulated profileid, stores the restored login and returns its default home', async () => {
    await saveLogin(acting);
    callOperation.mockResolvedValueOnce(admin());
    await expect(switchBack()).resolves.toBe('/dashboard');
    expect(callOperation.mock.calls[0]![1]).toEqual({ profileid: acting.profilemaster.profileid });
    expect(getSession()?.userauth.authtoken).toBe('fresh');
    expect(isEmulating(getSession())).toBe(false);
  });

  it('goes to /profile when the original is unverified and the verify popup is configured', async () => {
    await saveLogin(acting);
    const base = loginFixture();
    callOperation.mockResolvedValueOnce(
      admin({
        profilemaster: { ...base.profilemaster, userverified: false },
        serviceconfig: { ...base.serviceconfig, showverifypopup: true, pretripflowtype: 'approvalfirst' },
      }),
    );
    await expect(switchBack()).resolves.toBe('/profile');
  });

  it.each([
    ['the server message on NOK', new ApiError(400, 'You are not emulating anyone'), 'You are not emulating anyone'],
    ['the fixed text otherwise', new NetworkError(), SWITCH_BACK_FAILED_MESSAGE],
  ])('fails with %s and keeps the emulated session', async (_, error, message) => {
    await saveLogin(acting);
    callOperation.mockRejectedValueOnce(error);
    await expect(switchBack()).rejects.toThrow(message);
    expect(getSession()).toEqual(acting);
  });

  it('fails with the fixed text when nobody is being emulated', async () => {
    await saveLogin(loginFixture());
    await expect(switchBack()).rejects.toThrow(SWITCH_BACK_FAILED_MESSAGE);
    expect(callOperation).not.toHaveBeenCalled();
  });
});

describe('switchToPersonal', () => {
  it('is offered only with a personal account and outside an emulation', async () => {
    const { hasPersonalAccount } = await import('./personal-account');
    expect(hasPersonalAccount(loginFixture())).toBe(false);
    expect(hasPersonalAccount(loginFixture({ personalprofileid: '50002' }))).toBe(true);
    expect(hasPersonalAccount({ ...acting, personalprofileid: '50002' })).toBe(false);
  });

  it('sends the personal profile id and stores the personal session', async () => {
    const { switchToPersonal } = await import('./personal-account');
    await saveLogin(loginFixture({ personalprofileid: '50002' }));
    callOperation.mockResolvedValueOnce({ ...acting, emulmaster: { ...master, kind: 'personal' } });
    await expect(switchToPersonal()).resolves.toBe('/flights');
    expect(callOperation.mock.calls[0]![1]).toEqual({ personalprofileid: '50002' });
    expect(emulationMaster(getSession())?.kind).toBe('personal');
  });
});
