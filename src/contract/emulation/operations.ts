import * as v from 'valibot';
import { ApiStatusSchema } from '../envelope';
import { EmulationLoginSchema } from '../login';
import { defineOperation } from '../operation';

/*
 * Each of these answers a fresh bearer credential, so none is a "mutation": the idempotency table
 * would otherwise keep a replayable token or login key at rest. Each call mints its own.
 */

/** Who an admin may act as: the traveller list of the admin's own company (spec ProfileLite). */
export const emulationCandidates = defineOperation({
  opid: 'TG-EMULPROFILES',
  actionKey: null,
  action: null,
  request: v.object({
    query: v.optional(v.pipe(v.string('query must be a string'), v.trim(), v.maxLength(100, 'query is too long')), ''),
  }),
  response: v.object({
    ApiStatus: ApiStatusSchema,
    profiles: v.array(
      v.object({ profileid: v.string(), name: v.string(), email: v.string(), corporate_role: v.string() }),
    ),
  }),
  roles: ['superadmin', 'traveladmin'],
  mutates: false,
});

/** docs/operations.md TG-EMULV2: a login response for the emulated profile, emulmode true. */
export const emulate = defineOperation({
  opid: 'TG-EMULV2',
  actionKey: null,
  action: null,
  request: v.object({
    emulprofileid: v.pipe(v.string('emulprofileid is required'), v.nonEmpty('emulprofileid is required'), v.maxLength(64, 'emulprofileid is too long')),
  }),
  response: EmulationLoginSchema,
  roles: ['superadmin', 'traveladmin'],
  mutates: false,
});

/**
 * docs/operations.md TG-EMULSWITCHBACKV2. `profileid` is the emulated profile being left (the caller's own, so
 * the generic ownership check holds); whom to restore comes from the server's record, never the client.
 */
export const switchBack = defineOperation({
  opid: 'TG-EMULSWITCHBACKV2',
  actionKey: null,
  action: null,
  request: v.object({
    profileid: v.pipe(v.string('profileid is required'), v.nonEmpty('profileid is required')),
  }),
  response: EmulationLoginSchema,
  roles: 'any',
  mutates: false,
});

/** A signed, single-use, 5-minute key for the Mobile Login QR dialog (link /qr-login?q=key). */
export const mintQrLoginKey = defineOperation({
  opid: 'TG-QRLOGINKEY',
  actionKey: null,
  action: null,
  request: v.object({}),
  response: v.object({ ApiStatus: ApiStatusSchema, key: v.string(), expiresat: v.string() }),
  roles: 'any',
  mutates: false,
});

/** docs/operations.md "switch to personal v2 (personalprofileid)"; TG-EMULSWITCHBACKV2 returns. */
export const switchToPersonal = defineOperation({
  opid: 'TG-SWITCHPERSONALV2',
  actionKey: null,
  action: null,
  request: v.object({
    personalprofileid: v.pipe(v.string('personalprofileid is required'), v.nonEmpty('personalprofileid is required')),
  }),
  response: EmulationLoginSchema,
  roles: 'any',
  mutates: false,
});

export const emulationOperations = { emulationCandidates, emulate, switchBack, mintQrLoginKey, switchToPersonal };
