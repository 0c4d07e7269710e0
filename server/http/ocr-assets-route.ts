import { createReadStream, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as v from 'valibot';
import { defineRoute } from './define-route';

/*
 * GET /ocr/<file>: tesseract.js's worker, its WebAssembly cores and the English model, straight from
 * node_modules, so receipt reading (src/ui/expenses/ocr) never fetches from a CDN. Only the files
 * named below are served: the path parameter must be one of these names, so no other file, and no
 * path outside these packages, can be asked for.
 */

const packageDir = (name: string) => path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));

const JS = 'application/javascript; charset=utf-8';
const WASM = 'application/wasm';

/** The served name → [package, file inside it, content type]. */
const ASSETS = {
  'worker.min.js': ['tesseract.js', 'dist/worker.min.js', JS],
  'tesseract-core-relaxedsimd-lstm.js': ['tesseract.js-core', 'tesseract-core-relaxedsimd-lstm.js', JS],
  'tesseract-core-relaxedsimd-lstm.wasm': ['tesseract.js-core', 'tesseract-core-relaxedsimd-lstm.wasm', WASM],
  'tesseract-core-simd-lstm.js': ['tesseract.js-core', 'tesseract-core-simd-lstm.js', JS],
  'tesseract-core-simd-lstm.wasm': ['tesseract.js-core', 'tesseract-core-simd-lstm.wasm', WASM],
  'tesseract-core-lstm.js': ['tesseract.js-core', 'tesseract-core-lstm.js', JS],
  'tesseract-core-lstm.wasm': ['tesseract.js-core', 'tesseract-core-lstm.wasm', WASM],
  // The LSTM-only model, which is all the LSTM-only cores above can run.
  'eng.traineddata.gz': ['@tesseract.js-data/eng', '4.0.0_best_int/eng.traineddata.gz', 'application/gzip'],
} as const;

export const OCR_ASSET_NAMES = Object.keys(ASSETS) as (keyof typeof ASSETS)[];

/**
 * The worker's own policy: a dedicated worker loaded from a URL obeys the CSP of its script's answer,
 * and the site-wide one (http/security.ts) has no 'wasm-unsafe-eval', which WebAssembly needs. The
 * exception is granted here, to this worker only, rather than to every page of the site; all the
 * worker does besides is import the core and fetch the .wasm and the model, from this origin.
 */
export const OCR_WORKER_CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";

/**
 * A week, then a cheap revalidation: the names carry no version, so an upgrade of tesseract.js must
 * reach browsers without a mismatch between a cached worker and a new core lasting long.
 */
const CACHE_CONTROL = 'public, max-age=604800';

const files = Object.fromEntries(
  OCR_ASSET_NAMES.map((name) => {
    const [pkg, file, type] = ASSETS[name];
    const dir = packageDir(pkg);
    const version = (createRequire(import.meta.url)(`${pkg}/package.json`) as { version: string }).version;
    return [name, { filePath: path.join(dir, file), type, etag: `"${pkg.replace(/\W/g, '')}-${version}-${name}"` }];
  }),
) as Record<(typeof OCR_ASSET_NAMES)[number], { filePath: string; type: string; etag: string }>;

export const ocrAssetsRoute = defineRoute({
  method: 'GET',
  path: '/ocr/:file',
  // The assets are the same public packages for everyone; a worker's fetches carry no bearer token.
  auth: 'public',
  name: 'OCR-ASSETS',
  params: v.object({ file: v.picklist(OCR_ASSET_NAMES) }),
  handler: async ({ params, request, reply }) => {
    const asset = files[params.file];
    void reply.header('cache-control', CACHE_CONTROL).header('etag', asset.etag);
    if (params.file === 'worker.min.js') void reply.header('content-security-policy', OCR_WORKER_CSP);
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    return reply
      .type(asset.type)
      .header('content-length', statSync(asset.filePath).size)
      .send(createReadStream(asset.filePath));
  },
});
