import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import type { Operation } from '../../../src/contract/operation';
import type { Session } from '../../auth/sessions';
import { type HandlerContext, type OperationHandler, defineHandler } from '../../dispatch/types';
import { forbidden } from '../../http/errors';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** A profile-side table: every row belongs to one profile of one company. */
type OwnedTable = PgTable & { id: PgColumn; corporateId: PgColumn; profileId: PgColumn; createdAt: PgColumn; updatedAt: PgColumn };

export interface RecordKind<Fields, Row> {
  /** What the user calls one record, for messages: 'ID card'. */
  noun: string;
  ops: {
    getall: Operation<AnySchema, AnySchema>;
    add: Operation<AnySchema, AnySchema>;
    update: Operation<AnySchema, AnySchema>;
    delete: Operation<AnySchema, AnySchema>;
  };
  table: OwnedTable;
  /** jsondata to the table's own columns (async: a column may be sealed, server/crypto). */
  toColumns: (fields: Fields, ctx: HandlerContext) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** A row to its wire item (without recordid). */
  toFields: (row: Row, ctx: HandlerContext) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Refuses jsondata the caller may not store (throws an HttpError). */
  check?: (ctx: HandlerContext, fields: Fields) => Promise<void>;
  /** A list needing more than the table (joins) reads through this instead. */
  list?: (ctx: HandlerContext) => Promise<Record<string, unknown>[]>;
}

const mine = (table: OwnedTable, session: Session) =>
  and(eq(table.profileId, session.profileid), eq(table.corporateId, session.corporateid));

/** Someone else's record and no record at all answer alike: nobody learns which ids exist. */
const notYours = () => forbidden('recordid: not one of your records');

/**
 * getall/add/update/delete of the caller's own records. Every statement is scoped to the caller's
 * profile and company, so a foreign recordid matches nothing and is refused.
 */
export function recordHandlers<Fields, Row>(kind: RecordKind<Fields, Row>): OperationHandler[] {
  const { table, ops, noun } = kind;
  return [
    defineHandler(ops.getall)(async (ctx) => {
      const list =
        (await kind.list?.(ctx)) ??
        (await Promise.all(
          (await ctx.tx.select(getTableColumns(table) as never).from(table).where(mine(table, ctx.session)).orderBy(asc(table.id))).map(
            async (row) => ({ recordid: String((row as { id: number }).id), ...(await kind.toFields(row as Row, ctx)) }),
          ),
        ));
      return { ApiStatus: { Status: 'OK' }, list };
    }),

    defineHandler(ops.add)(async (ctx, input) => {
      const { jsondata } = input as { jsondata: Fields };
      await kind.check?.(ctx, jsondata);
      const [row] = await ctx.tx
        .insert(table)
        .values({
          ...(await kind.toColumns(jsondata, ctx)),
          corporateId: ctx.session.corporateid,
          profileId: ctx.session.profileid,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        } as never)
        .returning({ id: table.id });
      return { ApiStatus: { Status: 'OK', Message: `${noun} added` }, recordid: String(row!.id) };
    }),

    defineHandler(ops.update)(async (ctx, input) => {
      const { recordid, jsondata } = input as { recordid: string; jsondata: Fields };
      await kind.check?.(ctx, jsondata);
      const changed = await ctx.tx
        .update(table)
        .set({ ...(await kind.toColumns(jsondata, ctx)), updatedAt: ctx.now } as never)
        .where(and(eq(table.id, Number(recordid)), mine(table, ctx.session)))
        .returning({ id: table.id });
      if (changed.length === 0) throw notYours();
      return { ApiStatus: { Status: 'OK', Message: `${noun} updated` } };
    }),

    defineHandler(ops.delete)(async (ctx, input) => {
      const { recordid } = input as { recordid: string };
      const gone = await ctx.tx
        .delete(table)
        .where(and(eq(table.id, Number(recordid)), mine(table, ctx.session)))
        .returning({ id: table.id });
      if (gone.length === 0) throw notYours();
      return { ApiStatus: { Status: 'OK', Message: `${noun} deleted` } };
    }),
  ];
}
