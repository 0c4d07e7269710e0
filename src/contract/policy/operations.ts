import * as v from 'valibot';
import { defineOperation } from '../operation';
import { ok, ownIds, policyAdmin, requiredId, travelpolicyid } from './common';
import { travelPolicyOperations } from './policies';
import { normalisedPlace, placeProblem } from './rule-fields';
import { PLACE_TYPES } from './rules';
import { simulatePolicy } from './simulator';

/*
 * TG-TRAVELPOLICYADMIN blocked sectors (docs/features/policy.md): routes a policy's travellers may
 * not fly. VALIDATESEARCH, the results' badge and booking obey them from the next search.
 */

const recordid = requiredId('recordid');

export const BLOCK_SECTOR_REASON_MAX = 200;

const placeType = (name: string) => v.optional(v.picklist(PLACE_TYPES, `${name} must be one of: ${PLACE_TYPES.join(', ')}`), 'airport');
const placeValue = (name: string) => v.pipe(v.string(`${name} is required`), v.trim(), v.maxLength(80, `${name} is too long`));

const sectorEntries = {
  travelpolicyid,
  origintype: placeType('origintype'),
  origin: placeValue('origin'),
  destinationtype: placeType('destinationtype'),
  destination: placeValue('destination'),
  bothways: v.optional(v.boolean('bothways must be true or false'), false),
  reason: v.pipe(
    v.string('reason is required'),
    v.trim(),
    v.nonEmpty('reason is required'),
    v.maxLength(BLOCK_SECTOR_REASON_MAX, `reason must be at most ${BLOCK_SECTOR_REASON_MAX} characters`),
  ),
};

type SectorEnds = {
  origintype: string;
  origin: string;
  destinationtype: string;
  destination: string;
};

/** Codes upper-cased (the city part kept as written) before the checks. */
function normalised<T extends SectorEnds>(s: T): T {
  return { ...s, origin: normalisedPlace(s.origintype, s.origin), destination: normalisedPlace(s.destinationtype, s.destination) };
}

const endProblem = (end: 'origin' | 'destination', s: SectorEnds) => placeProblem(end, s[`${end}type`], s[end]);

/** The sector as the add call's `jsondata` carries it (the admin form checks with it too); a problem lands on the field it is about. */
export const BlockSectorInputSchema = v.pipe(
  v.object(sectorEntries, 'jsondata is required'),
  v.transform((s) => normalised(s)),
  v.forward(v.check((s) => endProblem('origin', s) === null, (issue) => endProblem('origin', issue.input) ?? ''), ['origin']),
  v.forward(v.check((s) => endProblem('destination', s) === null, (issue) => endProblem('destination', issue.input) ?? ''), ['destination']),
  v.forward(v.check((s) => s.origintype !== 'any' || s.destinationtype !== 'any', 'origin and destination cannot both be anywhere'), ['destination']),
  v.forward(v.check((s) => s.origintype === 'any' || s.origintype !== s.destinationtype || s.origin !== s.destination, 'destination must differ from origin'), ['destination']),
);
export const BlockSectorUpdateSchema = v.intersect([v.object({ recordid }, 'jsondata is required'), BlockSectorInputSchema], 'jsondata is required');

export const BlockSectorSchema = v.object({
  recordid: v.string(),
  travelpolicyid: v.string(),
  origintype: v.picklist(PLACE_TYPES),
  origin: v.string(),
  /** The end as people read it: the airport code, the city or country, the group's name, 'Anywhere'. */
  originname: v.string(),
  destinationtype: v.picklist(PLACE_TYPES),
  destination: v.string(),
  destinationname: v.string(),
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

export const policyOperations = { addBlockSectors, getBlockSectors, updateBlockSectors, deleteBlockSectors, ...travelPolicyOperations, simulatePolicy };
