import type { SupplierPrice, SupplierSearch } from '../../booking/supplier';
import type { Executor } from '../../store/db';
import {
  type CategoryRow,
  type PlanOffer,
  type PriceQuote,
  type QuoteRequest,
  findCategory,
  quoteCategory,
  quotePlan,
} from '../../suppliers/insurer/quote';

/*
 * The insurer the insurance feature sells, as the lifecycle's steps (server/booking/supplier.ts)
 * typed with insurance: search (the category a query names, then every plan of it quoted) and
 * price (one plan quoted again). The policy is issued by us at payment, so there is no ticket,
 * cancel or change step. The feature reaches its insurer only through `insuranceSupplier()`: the
 * sandbox insurer (server/suppliers/insurer/) unless the composition root chose another.
 */

export type { CategoryRow, PlanOffer, PriceQuote, QuoteRequest };

export interface InsuranceSupplier {
  search: SupplierSearch<QuoteRequest, CategoryRow, PlanOffer[]>;
  price: SupplierPrice<{ query: QuoteRequest; plancode: string }, PriceQuote | { refused: string }>;
  /** One category of the insurer's catalogue (a booking keeps its description). */
  category(db: Executor, categoryid: string): Promise<CategoryRow | undefined>;
}

/** The sandbox insurer: every step delegates to server/suppliers/insurer/. */
export const sandboxInsurer: InsuranceSupplier = {
  search: {
    async start(db, query) {
      return (await findCategory(db, query.categoryid)) ?? { problem: 'categoryid is not an insurance category' };
    },
    // The sandbox's premiums depend on the trip and the travellers' ages, not on the day asked.
    results: (db, _category, query) => quoteCategory(db, query),
  },
  price: { price: (db, { query, plancode }) => quotePlan(db, query, plancode) },
  category: findCategory,
};

let chosen: InsuranceSupplier = sandboxInsurer;

/** The insurer the insurance feature uses now: the sandbox until the composition root picks one. */
export const insuranceSupplier = (): InsuranceSupplier => chosen;

/** Only the composition root calls this (server/features/suppliers.ts, from buildApp). */
export function chooseInsuranceSupplier(supplier: InsuranceSupplier): void {
  chosen = supplier;
}
