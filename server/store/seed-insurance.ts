import {
  INSURANCE_CATEGORIES,
  INSURANCE_PLANS,
  INSURANCE_POLICIES,
  insurancePolicyId,
  planBenefits,
  planRates,
} from '../suppliers/insurer/catalog-data';
import type { Db, Tx } from './db';
import {
  insuranceCategories,
  insurancePlanBenefits,
  insurancePlans,
  insurancePolicies,
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

/** The demo companies' insurance policies (seeded with the demo companies themselves). */
export async function seedInsurance(tx: Tx): Promise<void> {
  await seedInsuranceCatalog(tx);
  await tx
    .insert(insurancePolicies)
    .values(
      INSURANCE_POLICIES.map((p) => ({
        id: insurancePolicyId(p.corporateId, p.domint),
        corporateId: p.corporateId,
        domint: p.domint,
        maxPremiumPaise: p.maxPremiumRupees * 100,
        approvalRule: p.approvalRule,
      })),
    )
    .onConflictDoNothing();
}
