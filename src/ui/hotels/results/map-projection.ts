/*
 * The results map draws no tiles (the app runs without the internet): hotels are placed by an
 * equirectangular projection around the place searched, scaled to the bounds of what is shown.
 * Longitude is shrunk by the cosine of the place's latitude so a km is as long east as north.
 */

export interface GeoPoint {
  lat: number;
  lon: number;
}

export interface MapFrame {
  /** Height over width of the drawing. */
  aspect: number;
  /** Where a point sits, in percent of the drawing's width (x) and height (y). */
  at: (p: GeoPoint) => { x: number; y: number };
  /** A distance on the ground as percent of the drawing's width. */
  kmToWidth: (km: number) => number;
}

const KM_PER_DEGREE = 111.32;
const PADDING = 0.08;
/** Never closer than about 1 km across, nor flatter or taller than these shapes. */
const MIN_SPAN_DEG = 0.01;
const MIN_ASPECT = 0.55;
const MAX_ASPECT = 1;

export function mapFrame(centre: GeoPoint, points: readonly GeoPoint[]): MapFrame {
  const kx = Math.cos((centre.lat * Math.PI) / 180);
  const project = (p: GeoPoint) => ({ x: (p.lon - centre.lon) * kx, y: centre.lat - p.lat });
  let [minX, maxX, minY, maxY] = [0, 0, 0, 0];
  for (const p of points) {
    const { x, y } = project(p);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  let spanX = Math.max(maxX - minX, MIN_SPAN_DEG) * (1 + 2 * PADDING);
  let spanY = Math.max(maxY - minY, MIN_SPAN_DEG) * (1 + 2 * PADDING);
  // Widen the narrower side about its middle until the shape is within bounds.
  if (spanY / spanX > MAX_ASPECT) spanX = spanY / MAX_ASPECT;
  if (spanY / spanX < MIN_ASPECT) spanY = spanX * MIN_ASPECT;
  const left = (minX + maxX) / 2 - spanX / 2;
  const top = (minY + maxY) / 2 - spanY / 2;
  return {
    aspect: spanY / spanX,
    at: (p) => {
      const { x, y } = project(p);
      return { x: ((x - left) / spanX) * 100, y: ((y - top) / spanY) * 100 };
    },
    kmToWidth: (km) => (km / KM_PER_DEGREE / spanX) * 100,
  };
}
