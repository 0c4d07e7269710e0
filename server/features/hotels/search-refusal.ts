import type { SupplierRefusal } from '../../booking/supplier';
import { HttpError, badRequest } from '../../http/errors';

/*
 * The hotelier's refusals as answers (docs/features/hotels.md): a problem names the field (400),
 * a supplier that is not answering is a 502 the traveller can act on.
 */

export const hotelSupplierDown = () =>
  new HttpError(502, 'The hotel supplier is not answering right now. Please try again later.');

export const isRefusal = (x: object): x is SupplierRefusal => 'problem' in x || 'supplierDown' in x;

/** Throws the refusal's answer. */
export function refuse(refusal: SupplierRefusal): never {
  if ('problem' in refusal) throw badRequest(refusal.problem);
  throw hotelSupplierDown();
}

/** The value, or the refusal thrown as its answer. */
export function accepted<T extends object>(answer: T | SupplierRefusal): T {
  if (isRefusal(answer)) refuse(answer);
  return answer;
}
