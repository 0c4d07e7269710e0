import type { Executor } from '../store/db';

/*
 * A supplier as the booking lifecycle sees it (docs/architecture.md, "The booking lifecycle" and
 * "How to add a supplier"): the outside party that sells what a product books. Each step below is
 * one interface, typed by the product's own queries and offers, and a product's adapter is made of
 * the steps its supplier really has, one object per supplier:
 *   search → SupplierSearch   quote or re-price → SupplierPrice   hold → SupplierHold
 *   fulfil (ticketing) → SupplierTicket   cancel → SupplierCancel   change → SupplierChange
 * Flights (server/features/flights/supplier.ts) have all six; insurance
 * (server/features/insurance/supplier.ts) searches and prices, and issues its policies itself at
 * payment. "Book" is no supplier call: claim and pay happen here (checkout.ts, pay.ts), and no
 * supplier we sell takes a booking before it is paid, so there is no member for it yet.
 * The composition root picks each product's adapter (buildApp's `suppliers`); nothing registers
 * itself by being imported.
 */

/** Why a supplier will not answer a query: a problem naming the field, or it is not answering (502). */
export type SupplierRefusal = { problem: string } | { supplierDown: true };

/** Search: a query checked when asked, then its results read (possibly later, possibly again). */
export interface SupplierSearch<Query, Started, Results> {
  /** Checks the query against what the supplier knows (places, categories), or refuses it. */
  start(db: Executor, query: Query): Promise<Started | SupplierRefusal>;
  /**
   * The results of a started query, priced on `pricedOn` (YYYY-MM-DD): a stored search read again
   * passes the day it was made, so every read answers the same offers.
   */
  results(db: Executor, started: Started, query: Query, pricedOn: string): Promise<Results>;
}

/** Price: one chosen offer priced again now, as the supplier would sell it (a quote, a re-price). */
export interface SupplierPrice<Choice, Priced> {
  price(db: Executor, choice: Choice): Promise<Priced>;
}

/**
 * Hold: what our bookings hold of the supplier's stock (seats), so two bookings never get one unit.
 * Units are keyed '<holdId>|<unit>'.
 */
export interface SupplierHold<Item> {
  /** The supplier's id of what a unit is held on (one flight, whatever the fare or cabin). */
  holdIdOf(item: Item): string;
  /** The units held at `now` on these ids, keyed '<holdId>|<unit>'. */
  held(db: Executor, holdIds: readonly string[], now: Date): Promise<ReadonlySet<string>>;
}

/** Fulfil: the supplier issues a paid booking's documents, possibly later. */
export interface SupplierTicket<Booked> {
  /** When the documents of a booking paid at `paidAt` are issued; null when the supplier never issues them. */
  dueAt(booked: Booked, paidAt: Date): Date | null;
}

/** Cancel: what the fare rules keep, and when the supplier confirms a request. */
export interface SupplierCancel<Fare, Penalty> {
  /** The penalty of cancelling one traveller on one sector of `fare`, `hoursBefore` its departure. */
  penalty(fare: Fare, hoursBefore: number): Penalty;
  /** When the supplier confirms a cancellation requested at `requestedAt`. */
  dueAt(requestedAt: Date): Date;
}

/** Change: what the fare rules charge to change one traveller on one sector `hoursBefore` departure. */
export interface SupplierChange<Fare, Fee> {
  fee(fare: Fare, hoursBefore: number): Fee;
}
