/*
 * Why the sandbox hotelier will not answer (docs/sandbox-hotels.md): a problem naming the field, or
 * it is not answering (the feature's 502). The same shape as the booking lifecycle's
 * SupplierRefusal (server/booking/supplier.ts), so the hotels adapter passes it through unchanged.
 */
export type HotelierRefusal = { problem: string } | { supplierDown: true };
