import {
  INSURANCE_CATEGORIES,
  INSURANCE_PLANS,
  planBenefits,
  planRates,
} from '../suppliers/insurer/catalog-data';
import type { Db, Tx } from './db';
import {
  insuranceCategories,
  insurancePlanBenefits,
  insurancePlans,
  insurancePremiumRates,
} from './schema-insurance-catalog';

/**
 * The sandbox insurer's catalogue: reference data for every database, demo or not, run on each
 * start. Rows already there are left as they are, so an admin's changes survive restarts.
 */
export async function seedInsuranceCatalog(db: Db | Tx): Promise<void> {
  await db
    .insert(insuranceCategories)
    .values(INSURANCE_CATEGORIES.map((c, sortOrder) => ({ ...c, sortOrder })))
    .onConflictDoNothing();
  await db
    .insert(insurancePlans)
    .values(
      INSURANCE_PLANS.map((p, sortOrder) => ({
        code: p.code,
        categoryId: p.categoryId,
        name: p.name,
        details: p.details,
        dayLimit: p.dayLimit,
        minAge: p.minAge,
        maxAge: p.maxAge,
        sortOrder,
      })),
    )
    .onConflictDoNothing();
  await db.insert(insurancePremiumRates).values(INSURANCE_PLANS.flatMap(planRates)).onConflictDoNothing();
  await db.insert(insurancePlanBenefits).values(INSURANCE_PLANS.flatMap(planBenefits)).onConflictDoNothing();
}
