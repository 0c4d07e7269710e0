import * as v from 'valibot';
import { HttpError } from '../../http/errors';
import { defineRoute } from '../../http/define-route';
import { photoSvg } from './photos-svg';
import { hotelSupplier } from './supplier';

/*
 * GET /api/hotel-photos/<photoid>.svg: a hotel photo's placeholder (docs/features/hotels.md
 * "Photos"). Hotel content is the supplier's public catalogue, the same for everyone, and an <img>
 * sends no bearer token: no session, and cacheable by anyone for a day (a photo id always draws
 * the same picture).
 */

const PHOTO_ID = /^(.+)-p(\d{1,2})$/;
const CACHE_CONTROL = 'public, max-age=86400';

export const hotelPhotosRoute = defineRoute({
  method: 'GET',
  path: '/api/hotel-photos/:photoid.svg',
  auth: 'public',
  name: 'HOTEL-PHOTO',
  params: v.object({ photoid: v.pipe(v.string(), v.maxLength(100), v.regex(PHOTO_ID)) }),
  handler: async ({ params, request, reply }) => {
    const [, hotelcode] = PHOTO_ID.exec(params.photoid)!;
    const content = hotelSupplier().content(hotelcode!);
    const photo = 'photos' in content ? content.photos.find((p) => p.id === params.photoid) : undefined;
    if (!photo) throw new HttpError(404, 'photoid: no such photo');
    const etag = `"${photo.id}-${photo.seed}"`;
    void reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml').send(photoSvg(photo));
  },
});
