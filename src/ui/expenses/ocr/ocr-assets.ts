/*
 * Where the browser finds tesseract.js's worker, its WebAssembly core and the English model: our
 * own server (server/http/ocr-assets-route.ts serves them from node_modules), never a CDN, so a
 * receipt is read with nothing fetched from outside and the same versions the build was tested with.
 */

export const OCR_ASSET_PREFIX = '/ocr/';

/** tesseract.js's worker script (dist/worker.min.js). */
export const OCR_WORKER_FILE = 'worker.min.js';

/** The LSTM-only cores, fastest first; each .js loads the .wasm of its name from the same folder. */
export const OCR_CORE_FILES = {
  relaxedSimd: 'tesseract-core-relaxedsimd-lstm.js',
  simd: 'tesseract-core-simd-lstm.js',
  plain: 'tesseract-core-lstm.js',
} as const;

/** The "best_int" English model, gzipped; tesseract asks for `<langPath>/eng.traineddata.gz`. */
export const OCR_LANGUAGE_FILE = 'eng.traineddata.gz';
