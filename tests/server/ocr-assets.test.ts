import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OCR_ASSET_NAMES, OCR_WORKER_CSP } from '../../server/http/ocr-assets-route';
import { OCR_ASSET_PREFIX, OCR_CORE_FILES, OCR_LANGUAGE_FILE, OCR_WORKER_FILE } from '../../src/ui/expenses/ocr/ocr-assets';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * GET /ocr/<file> (server/http/ocr-assets-route.ts): tesseract.js's worker, cores and English model
 * from node_modules, each with its type, and nothing else.
 */

const require = createRequire(import.meta.url);
const packageFile = (file: string) => require.resolve(file);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  // Without accept-encoding the bytes come back as they are on disk, to compare.
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

describe('GET /ocr/<file>', () => {
  it.each([
    ['worker.min.js', 'tesseract.js/dist/worker.min.js', 'application/javascript'],
    ['tesseract-core-simd-lstm.js', 'tesseract.js-core/tesseract-core-simd-lstm.js', 'application/javascript'],
    ['tesseract-core-simd-lstm.wasm', 'tesseract.js-core/tesseract-core-simd-lstm.wasm', 'application/wasm'],
    ['eng.traineddata.gz', '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz', 'application/gzip'],
  ])('serves %s from node_modules as %s', async (name, file, type) => {
    const response = await get(`/ocr/${name}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(type);
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.rawPayload.equals(readFileSync(packageFile(file)))).toBe(true);
  });

  it('serves every file the client asks for, core .wasm files included', async () => {
    const cores = Object.values(OCR_CORE_FILES);
    const wanted = [OCR_WORKER_FILE, OCR_LANGUAGE_FILE, ...cores, ...cores.map((js) => js.replace(/\.js$/, '.wasm'))];
    expect([...OCR_ASSET_NAMES].sort()).toEqual(wanted.sort());
    for (const name of wanted) {
      const response = await t.app.inject({ method: 'HEAD', url: `${OCR_ASSET_PREFIX}${name}` });
      expect(response.statusCode, name).toBe(200);
    }
  });

  it('gives the worker a policy that lets it compile WebAssembly, and only the worker', async () => {
    expect((await get('/ocr/worker.min.js')).headers['content-security-policy']).toBe(OCR_WORKER_CSP);
    expect(OCR_WORKER_CSP).toContain("'wasm-unsafe-eval'");
    expect((await get('/ocr/tesseract-core-lstm.js')).headers['content-security-policy']).not.toContain('wasm-unsafe-eval');
  });

  it('answers 304 to a revalidation with the same ETag', async () => {
    const first = await get('/ocr/eng.traineddata.gz');
    const etag = String(first.headers.etag);
    const again = await get('/ocr/eng.traineddata.gz', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it.each([
    '/ocr/package.json',
    '/ocr/tesseract-core.wasm.js',
    '/ocr/eng.traineddata',
    '/ocr/..%2Fpackage.json',
    '/ocr/%2E%2E%2F%2E%2E%2Fserver%2Fapp.ts',
    '/ocr/worker.min.js.map',
  ])('refuses %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('javascript');
  });
});
