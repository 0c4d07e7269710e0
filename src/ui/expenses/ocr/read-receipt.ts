import type Tesseract from 'tesseract.js';
import { type ReceiptFields, parseReceiptText } from '../../../domain/receipt-text';
import { OCR_ASSET_PREFIX, OCR_CORE_FILES, OCR_WORKER_FILE } from './ocr-assets';
import { shrinkPhoto } from './shrink-photo';

/*
 * Reads a receipt photo on the device (docs/features/expenses.md "Receipt reading"): tesseract.js
 * runs in its own web worker, with the core and English model from our server (ocr-assets.ts), and
 * the text is parsed into suggested fields the user confirms. One worker is kept for the next
 * receipt, since starting one (core, model) costs more than a read, and ended after a quiet spell
 * to give its memory (~100 MB of WebAssembly heap) back.
 */

export interface ReceiptReading extends ReceiptFields {
  /** What the OCR read, for the user to compare with the suggestions. */
  text: string;
  /** Tesseract's mean word confidence, 0–100. */
  confidence: number;
}

const IDLE_MS = 120_000;
/** How much of a cold read's progress bar the worker's start takes. */
const START_SHARE = 0.3;
const START_STEPS = ['loading tesseract core', 'initializing tesseract', 'loading language traineddata', 'initializing api'];

let worker: Promise<Tesseract.Worker> | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
/** Reads run one at a time, so the single logger reports the current one's progress. */
let queue: Promise<unknown> = Promise.resolve();
let report: ((status: string, progress: number) => void) | undefined;

/** The bytes of WebAssembly modules using (relaxed) SIMD, as wasm-feature-detect checks them. */
const SIMD_PROBE = [0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11];
const RELAXED_SIMD_PROBE = [0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 15, 1, 13, 0, 65, 1, 253, 15, 65, 2, 253, 15, 253, 128, 2, 11];

/** The fastest core this browser runs. Named by us: given a folder, tesseract picks a copy with the .wasm inlined in base64. */
function coreFile(): string {
  const runs = (bytes: number[]) => WebAssembly.validate(new Uint8Array(bytes));
  if (runs(RELAXED_SIMD_PROBE)) return OCR_CORE_FILES.relaxedSimd;
  return runs(SIMD_PROBE) ? OCR_CORE_FILES.simd : OCR_CORE_FILES.plain;
}

async function startWorker(): Promise<Tesseract.Worker> {
  const loaded = await import('tesseract.js');
  // tesseract.js is CommonJS: bundlers put its exports on `default`, some on the namespace too.
  const { createWorker, OEM, PSM } = (loaded as { default?: typeof Tesseract }).default ?? loaded;
  const asset = (file: string) => new URL(`${OCR_ASSET_PREFIX}${file}`, location.href).href;
  const started = await createWorker('eng', OEM.LSTM_ONLY, {
    workerPath: asset(OCR_WORKER_FILE),
    corePath: asset(coreFile()),
    langPath: asset(''),
    // A blob: worker would take the page's CSP, which (rightly) forbids WebAssembly compilation;
    // the worker's own URL gets its own policy from the server.
    workerBlobURL: false,
    // Named after the model, so a newer one is never shadowed by the copy tesseract keeps in IndexedDB.
    cachePath: 'ocr-eng-4.0.0_best_int',
    logger: (message) => report?.(message.status, message.progress),
  });
  // A receipt is one column of lines of varying size; the automatic layout tends to split a label
  // from its figure into separate blocks, and the spaces keep the columns apart on each line.
  // Sauvola's local threshold (2) instead of one for the whole page keeps faded thermal print and
  // print in a shadow: on the bench's photos it read 13 of 13 totals against 12 (docs/features/expenses.md).
  await started.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, preserve_interword_spaces: '1', thresholding_method: '2' });
  return started;
}

/** The kept worker, or a new one; one that fails to start is forgotten, so the next read tries afresh. */
function ensureWorker(): Promise<Tesseract.Worker> {
  if (!worker) {
    const starting = startWorker();
    starting.catch(() => {
      if (worker === starting) worker = null;
    });
    worker = starting;
  }
  return worker;
}

function endWorker(): void {
  const ending = worker;
  worker = null;
  void ending?.then((w) => w.terminate()).catch(() => undefined);
}

function endWhenIdle(): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(endWorker, IDLE_MS);
}

async function readNow(file: Blob, onProgress?: (fraction: number) => void): Promise<ReceiptReading> {
  clearTimeout(idleTimer);
  const cold = worker === null;
  report = (status, progress) => {
    const step = START_STEPS.indexOf(status);
    if (status === 'recognizing text') onProgress?.((cold ? START_SHARE : 0) + (cold ? 1 - START_SHARE : 1) * progress);
    else if (cold && step >= 0) onProgress?.((START_SHARE * (step + progress)) / START_STEPS.length);
  };
  try {
    const [ready, image] = await Promise.all([ensureWorker(), shrinkPhoto(file)]);
    const { data } = await ready.recognize(image).catch((error: unknown) => {
      // A failed read may have left the WebAssembly side in any state: the next one gets a new worker.
      endWorker();
      throw error;
    });
    onProgress?.(1);
    return { ...parseReceiptText(data.text), text: data.text, confidence: data.confidence };
  } finally {
    report = undefined;
    endWhenIdle();
  }
}

/**
 * Starts the worker ahead of the first read, e.g. when the user opens the receipt picker, so that
 * read does not also wait for the core and the model (most of a cold read's time).
 */
export function prepareReceiptReader(): void {
  void ensureWorker().catch(() => undefined); // the read that follows reports the failure
  endWhenIdle();
}

/** Reads one receipt photo; calls queue behind each other. `onProgress` gets 0–1. */
export function readReceipt(file: Blob, onProgress?: (fraction: number) => void): Promise<ReceiptReading> {
  const reading = queue.then(() => readNow(file, onProgress));
  queue = reading.catch(() => undefined);
  return reading;
}
