import { and, asc, eq, or } from 'drizzle-orm';
import {
  addCorporateTripDocuments,
  deleteCorporateTripDocuments,
  getCorporateTripDocuments,
  getRequireUploadDocumentForTrip,
} from '../../../src/contract/trips/actions-documents';
import { type HandlerContext, type OperationHandler, defineHandler } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { describeFile, findFile } from '../../http/upload-store';
import { tripDocuments, uploadedFiles } from '../../store/schema';
import { handlesTravellerOf } from '../../workflow/coordinator-scope';
import { type TripRow, loadTripForCaller, recordTripNote } from '../../workflow/trip-access';
import { requiredDocuments } from './documents-required';

/** The trips a list names, each loaded once for writing (403 for one the caller may not change). */
async function writableTrips(ctx: HandlerContext, tripIds: readonly string[]): Promise<Map<string, TripRow>> {
  const loaded = new Map<string, TripRow>();
  for (const id of new Set(tripIds)) loaded.set(id, await loadTripForCaller(ctx, id, 'write'));
  return loaded;
}

/** A document row of a trip, as the documents list shows it. */
async function listDocuments(ctx: HandlerContext, tripId: string) {
  const rows = await ctx.tx
    .select({ doc: tripDocuments, file: uploadedFiles })
    .from(tripDocuments)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, tripDocuments.fileId))
    .where(and(eq(tripDocuments.tripId, tripId), eq(tripDocuments.corporateId, ctx.session.corporateid)))
    .orderBy(asc(tripDocuments.id));
  return rows.map(({ doc, file }) => {
    const { fileid, name, mime, size, url } = describeFile(file);
    return {
      recordid: String(doc.id),
      tripid: doc.tripId,
      fileid,
      name,
      mime,
      size,
      documenttype: doc.documentType,
      description: doc.description,
      addedby: doc.addedBy,
      addedon: doc.createdAt.toISOString(),
      url,
    };
  });
}

export const tripDocumentHandlers: OperationHandler[] = [
  /**
   * Attaches the caller's own uploads to trips the caller may change. Attaching a file a trip
   * already holds answers the existing record, so a replay leaves one document.
   */
  defineHandler(addCorporateTripDocuments)(async (ctx, { jsondata }) => {
    const list = jsondata.CorporateTripDocumentList;
    const tripsById = await writableTrips(ctx, list.map((d) => d.tripid));
    const added: { recordid: string; tripid: string; fileid: string }[] = [];
    for (const doc of list) {
      const file = await findFile(ctx.tx, ctx.session.corporateid, doc.fileid);
      // Someone else's upload answers like a missing one: files are private until attached.
      if (!file || file.profileId !== ctx.session.profileid) throw forbidden('fileid: not one of your uploads');
      const fresh = await ctx.tx
        .insert(tripDocuments)
        .values({
          tripId: doc.tripid,
          corporateId: ctx.session.corporateid,
          fileId: file.id,
          documentType: doc.documenttype,
          description: doc.description,
          addedBy: ctx.session.profileid,
          createdAt: ctx.now,
        })
        .onConflictDoNothing()
        .returning({ id: tripDocuments.id });
      if (fresh.length > 0) await recordTripNote(ctx, tripsById.get(doc.tripid)!, 'ADD_DOCUMENT', `${doc.documenttype}: ${file.name}`);
      const [row] = await ctx.tx
        .select({ id: tripDocuments.id })
        .from(tripDocuments)
        .where(and(eq(tripDocuments.tripId, doc.tripid), eq(tripDocuments.fileId, file.id)));
      added.push({ recordid: String(row!.id), tripid: doc.tripid, fileid: file.id });
    }
    return { ApiStatus: { Status: 'OK', Message: `${added.length} document(s) added to the trip` }, list: added };
  }),

  defineHandler(getCorporateTripDocuments)(async (ctx, { tripid }) => {
    await loadTripForCaller(ctx, tripid, 'read');
    return { ApiStatus: { Status: 'OK' }, list: await listDocuments(ctx, tripid) };
  }),

  /** Whoever added a document, or travel staff, may remove it; the uploaded file itself stays with its owner. */
  defineHandler(deleteCorporateTripDocuments)(async (ctx, { tripid, recordid }) => {
    const trip = await loadTripForCaller(ctx, tripid, 'write');
    const mayRemove = (await handlesTravellerOf(ctx, trip.travellerProfileId)) ? undefined : eq(tripDocuments.addedBy, ctx.session.profileid);
    const gone = await ctx.tx
      .delete(tripDocuments)
      .where(and(eq(tripDocuments.id, Number(recordid)), eq(tripDocuments.tripId, tripid), eq(tripDocuments.corporateId, ctx.session.corporateid), mayRemove))
      .returning({ id: tripDocuments.id, type: tripDocuments.documentType });
    if (gone.length === 0) throw forbidden('recordid: document not found');
    await recordTripNote(ctx, trip, 'DELETE_DOCUMENT', gone[0]!.type);
    return { ApiStatus: { Status: 'OK', Message: 'Document deleted' } };
  }),

  defineHandler(getRequireUploadDocumentForTrip)(async (ctx, { tripid }) => {
    const trip = await loadTripForCaller(ctx, tripid, 'read');
    const present = await ctx.tx
      .select({ type: tripDocuments.documentType })
      .from(tripDocuments)
      .where(and(eq(tripDocuments.tripId, tripid), or(eq(tripDocuments.documentType, 'passport'), eq(tripDocuments.documentType, 'visa'))));
    const { international, required } = await requiredDocuments(ctx.tx, trip, new Set(present.map((p) => p.type)));
    return { ApiStatus: { Status: 'OK' }, international, required, complete: required.every((r) => r.present) };
  }),
];
