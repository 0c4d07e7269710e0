import { type FlightSupplier, sandboxAirline, chooseFlightSupplier } from './flights/supplier';
import { type HotelSupplier, sandboxHotels, chooseHotelSupplier } from './hotels/supplier';
import { type InsuranceSupplier, sandboxInsurer, chooseInsuranceSupplier } from './insurance/supplier';

/*
 * Who each product books with (server/booking/supplier.ts): the sandboxes unless buildApp is given
 * others (tests stand in their own). The choice is per process, like the product list it sits
 * beside (products.ts): every buildApp sets it, so the last app built decides.
 */

export interface Suppliers {
  flights: FlightSupplier;
  insurance: InsuranceSupplier;
  hotels: HotelSupplier;
}

export const sandboxSuppliers: Suppliers = {
  flights: sandboxAirline,
  insurance: sandboxInsurer,
  hotels: sandboxHotels,
};

/** Hands each feature its supplier; the ones not given are the sandboxes. */
export function installSuppliers(chosen: Partial<Suppliers> = {}): void {
  const suppliers = { ...sandboxSuppliers, ...chosen };
  chooseFlightSupplier(suppliers.flights);
  chooseInsuranceSupplier(suppliers.insurance);
  chooseHotelSupplier(suppliers.hotels);
}
