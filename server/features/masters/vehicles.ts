import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addVehicle, updateVehicle, verifyVehicleMaster, viewAllVehicles } from '../../../src/contract/masters/vehicles';
import { minorUnitsToDecimal, parseMinorUnits } from '../../../src/domain/money';
import { recordAdminChange } from '../../admin/audit';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { vehicleMasters } from '../../store/schema';
import { checkIncludeInactive } from './finance-access';
import { pageOfMaster } from './list-query';

const OK = { Status: 'OK' as const };
const ENTITY = 'VehicleMaster';
const NOT_FOUND = 'jsondata.VehicleMaster.vehicleid: vehicle not found';

type VehicleRow = typeof vehicleMasters.$inferSelect;

const wire = (r: VehicleRow) => ({
  vehicleid: r.id,
  vehicletype: r.vehicleType,
  fueltype: r.fuelType,
  rateperkm: minorUnitsToDecimal(r.ratePerUnitPaise),
  unit: r.unit as 'km' | 'miles',
  status: r.status as 'active' | 'inactive',
  verified: r.verified,
  remark: r.verifiedRemark,
});

export const viewAllVehiclesHandler = defineHandler(viewAllVehicles)(async (ctx, query) => {
  checkIncludeInactive(ctx, query.includeinactive);
  const own = eq(vehicleMasters.corporateId, ctx.session.corporateid);
  const { rows, totalcount } = await pageOfMaster<VehicleRow>(
    ctx.tx,
    {
      table: vehicleMasters,
      where: query.includeinactive ? own : and(own, eq(vehicleMasters.status, 'active')),
      searchable: [vehicleMasters.vehicleType, vehicleMasters.fuelType],
      sortable: { vehicletype: vehicleMasters.vehicleType, fueltype: vehicleMasters.fuelType, status: vehicleMasters.status },
      tieBreaker: vehicleMasters.id,
    },
    query,
  );
  return { ApiStatus: OK, VehicleMaster: rows.map(wire), totalcount };
});

export const addVehicleHandler = defineHandler(addVehicle)(async (ctx, { jsondata }) => {
  const { vehicletype, fueltype, rateperkm, unit, status } = jsondata.VehicleMaster;
  const id = `VH${randomUUID()}`;
  const [row] = await ctx.tx
    .insert(vehicleMasters)
    .values({
      id,
      corporateId: ctx.session.corporateid,
      vehicleType: vehicletype,
      fuelType: fueltype,
      ratePerUnitPaise: parseMinorUnits(rateperkm),
      unit,
      status,
      createdAt: ctx.now,
    })
    .returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: id, action: 'create', after: wire(row!) });
  return { ApiStatus: OK, vehicleid: id };
});

async function lockedVehicle(ctx: HandlerContext, vehicleid: string): Promise<VehicleRow> {
  const [row] = await ctx.tx
    .select()
    .from(vehicleMasters)
    .where(and(eq(vehicleMasters.id, vehicleid), eq(vehicleMasters.corporateId, ctx.session.corporateid)))
    .for('update');
  if (!row) throw forbidden(NOT_FOUND);
  return row;
}

/** New terms (type, fuel, rate, unit) need verifying again; a status change alone keeps the verification. */
export const updateVehicleHandler = defineHandler(updateVehicle)(async (ctx, { jsondata }) => {
  const { vehicleid, vehicletype, fueltype, rateperkm, unit, status } = jsondata.VehicleMaster;
  const before = await lockedVehicle(ctx, vehicleid);
  const terms = { vehicleType: vehicletype, fuelType: fueltype, ratePerUnitPaise: parseMinorUnits(rateperkm), unit };
  const termsChanged =
    terms.vehicleType !== before.vehicleType ||
    terms.fuelType !== before.fuelType ||
    terms.ratePerUnitPaise !== before.ratePerUnitPaise ||
    terms.unit !== before.unit;
  const [after] = await ctx.tx
    .update(vehicleMasters)
    .set({ ...terms, status, ...(termsChanged ? { verified: false, verifiedRemark: '', verifiedBy: null, verifiedAt: null } : {}) })
    .where(eq(vehicleMasters.id, vehicleid))
    .returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: vehicleid, action: 'update', before: wire(before), after: wire(after!) });
  return { ApiStatus: OK, vehicleid };
});

export const verifyVehicleMasterHandler = defineHandler(verifyVehicleMaster)(async (ctx, { jsondata }) => {
  const { vehicleid, verified, remark } = jsondata.VehicleMaster;
  const before = await lockedVehicle(ctx, vehicleid);
  const [after] = await ctx.tx
    .update(vehicleMasters)
    .set({ verified, verifiedRemark: remark, verifiedBy: ctx.session.emulatedBy ?? ctx.session.profileid, verifiedAt: ctx.now })
    .where(eq(vehicleMasters.id, vehicleid))
    .returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: vehicleid, action: 'update', before: wire(before), after: wire(after!) });
  return { ApiStatus: OK, vehicleid };
});
