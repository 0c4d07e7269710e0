import * as v from 'valibot';
import { defineOperation } from '../operation';
import { ResponseStatusSchema } from '../envelope';
import { TRAVEL_ADMINS } from '../roles';

/*
 * TG-TRAVELPOLICYADMIN (docs/features/policy.md): the company travel policy as its travel admins
 * keep it. Blocked sectors only for now; VALIDATESEARCH, the results' badge and booking obey them.
 * Success answers `ResponseStatus.status` 'OK'; refusals are the usual 4xx `ResponseStatus` 'NOK'
 * whose message names the field.
 */

const policyAdmin = { opid: 'TG-TRAVELPOLICYADMIN', actionKey: 'actioncode', roles: TRAVEL_ADMINS } as const;
const ok = { ResponseStatus: ResponseStatusSchema };

/** A company has one policy today: '' and 'default' name it. Policy versions come later (issue 18). */
export const DEFAULT_TRAVEL_POLICY_IDS = ['', 'default'] as const;
const travelpolicyid = v.optional(
  v.pipe(
    v.string('travelpolicyid must be a string'),
    v.trim(),
    v.check((id) => (DEFAULT_TRAVEL_POLICY_IDS as readonly string[]).includes(id), "travelpolicyid must be '' or 'default': a company has one travel policy for now"),
  ),
  '',
);

const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};

export const AIRPORT_CODE = /^[A-Z]{3}$/;
const airportCode = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.toUpperCase(), v.regex(AIRPORT_CODE, `${name} must be a 3-letter airport code, like BOM`));

const recordid = v.pipe(
  v.string('recordid is required'),
  v.trim(),
  v.nonEmpty('recordid is required'),
  v.maxLength(64, 'recordid is too long'),
);

export const BLOCK_SECTOR_REASON_MAX = 200;

const sectorEntries = {
  travelpolicyid,
  origin: airportCode('origin'),
  destination: airportCode('destination'),
  bothways: v.optional(v.boolean('bothways must be true or false'), false),
  reason: v.pipe(
    v.string('reason is required'),
    v.trim(),
    v.nonEmpty('reason is required'),
    v.maxLength(BLOCK_SECTOR_REASON_MAX, `reason must be at most ${BLOCK_SECTOR_REASON_MAX} characters`),
  ),
};

const DIFFERENT_ENDS = 'destination must differ from origin';

/** The sector as the add call's `jsondata` carries it (the admin form checks with it too); a same-ends error lands on the To field. */
export const BlockSectorInputSchema = v.pipe(
  v.object(sectorEntries, 'jsondata is required'),
  v.forward(v.check((s) => s.origin !== s.destination, DIFFERENT_ENDS), ['destination']),
);
export const BlockSectorUpdateSchema = v.pipe(
  v.object({ recordid, ...sectorEntries }, 'jsondata is required'),
  v.forward(v.check((s) => s.origin !== s.destination, DIFFERENT_ENDS), ['destination']),
);

export const BlockSectorSchema = v.object({
  recordid: v.string(),
  origin: v.string(),
  destination: v.string(),
  /** True: the return direction (destination → origin) is blocked too. */
  bothways: v.boolean(),
  /** Shown to the traveller as it is. */
  reason: v.string(),
});
export type BlockSector = v.InferOutput<typeof BlockSectorSchema>;

export const addBlockSectors = defineOperation({
  ...policyAdmin,
  action: 'ADDBLOCKSECTORS',
  request: v.object({ ...ownIds, jsondata: BlockSectorInputSchema }),
  response: v.object({ ...ok, recordid: v.string() }),
  mutates: true,
});

/** Every blocked sector of the policy, oldest first. */
export const getBlockSectors = defineOperation({
  ...policyAdmin,
  action: 'GETBLOCKSECTORS',
  request: v.object({ ...ownIds, travelpolicyid }),
  response: v.object({ ...ok, BlockSector: v.array(BlockSectorSchema) }),
  mutates: false,
});

export const updateBlockSectors = defineOperation({
  ...policyAdmin,
  action: 'UPDATEBLOCKSECTORS',
  request: v.object({ ...ownIds, jsondata: BlockSectorUpdateSchema }),
  response: v.object({ ...ok, recordid: v.string() }),
  mutates: true,
});

export const deleteBlockSectors = defineOperation({
  ...policyAdmin,
  action: 'DELETEBLOCKSECTORS',
  request: v.object({ ...ownIds, travelpolicyid, recordid }),
  response: v.object(ok),
  mutates: true,
});

export const policyOperations = { addBlockSectors, getBlockSectors, updateBlockSectors, deleteBlockSectors };
