import type * as v from 'valibot';
import { airlinePreferenceOps, idCardOps, membershipOps, preferredLocationOps } from '../../../src/contract/profile/operations';
import { aad } from '../../crypto/sealed-columns';
import { openText, sealText } from '../../crypto/seal';
import { airlinePreferences, idCards, memberships, preferredLocations } from '../../store/schema';
import { type RecordKind, recordHandlers } from './record-handlers';

type FieldsOf<O extends { add: { request: v.GenericSchema } }> = v.InferOutput<O['add']['request']> extends { jsondata: infer F } ? F : never;

const idCardKind: RecordKind<FieldsOf<typeof idCardOps>, typeof idCards.$inferSelect> = {
  noun: 'ID card',
  ops: idCardOps,
  table: idCards,
  toColumns: async (f, ctx) => ({ idType: f.idtype, number: await sealText(ctx.tx, f.number, aad.idCardNumber(ctx.session.profileid)), expiry: f.expiry || null }),
  toFields: async (r, ctx) => ({ idtype: r.idType, number: await openText(ctx.tx, r.number, aad.idCardNumber(r.profileId)), expiry: r.expiry ?? '' }),
};

const membershipKind: RecordKind<FieldsOf<typeof membershipOps>, typeof memberships.$inferSelect> = {
  noun: 'Membership',
  ops: membershipOps,
  table: memberships,
  toColumns: async (f, ctx) => ({ kind: f.kind, programme: f.programme, number: await sealText(ctx.tx, f.number, aad.membershipNumber(ctx.session.profileid)) }),
  toFields: async (r, ctx) => ({ kind: r.kind, programme: r.programme, number: await openText(ctx.tx, r.number, aad.membershipNumber(r.profileId)) }),
};

const airlinePreferenceKind: RecordKind<FieldsOf<typeof airlinePreferenceOps>, typeof airlinePreferences.$inferSelect> = {
  noun: 'Airline preference',
  ops: airlinePreferenceOps,
  table: airlinePreferences,
  toColumns: (f) => ({ airline: f.airline, seat: f.seat, meal: f.meal }),
  toFields: (r) => ({ airline: r.airline, seat: r.seat, meal: r.meal }),
};

const preferredLocationKind: RecordKind<FieldsOf<typeof preferredLocationOps>, typeof preferredLocations.$inferSelect> = {
  noun: 'Preferred location',
  ops: preferredLocationOps,
  table: preferredLocations,
  toColumns: (f) => ({ label: f.label, city: f.city, address: f.address }),
  toFields: (r) => ({ label: r.label, city: r.city, address: r.address }),
};

export const profileRecordHandlers = [
  ...recordHandlers(idCardKind),
  ...recordHandlers(membershipKind),
  ...recordHandlers(airlinePreferenceKind),
  ...recordHandlers(preferredLocationKind),
];
