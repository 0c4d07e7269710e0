import { availableParallelism } from 'node:os';
import { HttpError } from '../http/errors';
import { wholeNumberSetting } from '../settings';

/**
 * Password hashing (argon2id, ~19 MiB and tens of milliseconds of CPU each) is the one thing a
 * flood of logins can make this server do at will. Every hash and verify goes through this limiter:
 * at most `concurrency` at once (default: one fewer than the cores, at least one), at most `queue`
 * more waiting (default: twice that); anything beyond is refused at once with 429 and
 * Retry-After: 1. Hashes also run at a lowered CPU priority (hash-threads.ts), so that the event
 * loop and the database get the CPU first. On two cores, `npm run bench:login` found a second
 * hashing thread added almost no hashes per second during a flood (the other core is busy serving)
 * but doubled the trip list's p99; hence one core left over. The cap is per process, because the
 * cores are.
 */
export interface HashLimitConfig {
  concurrency: number;
  queue: number;
}

export const HASH_BUSY_MESSAGE = 'The server is busy checking other logins. Please try again in a moment.';

export function defaultHashLimitConfig(): HashLimitConfig {
  const concurrency = Math.max(1, availableParallelism() - 1);
  return { concurrency, queue: 2 * concurrency };
}

export class HashBusyError extends HttpError {
  constructor() {
    super(429, HASH_BUSY_MESSAGE, undefined, { 'retry-after': '1' });
  }
}

export class HashLimiter {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private config: HashLimitConfig) {}

  configure(config: HashLimitConfig): void {
    this.config = config;
  }

  /** Runs `task` when a slot is free; throws HashBusyError at once when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.config.concurrency) {
      if (this.waiting.length >= this.config.queue) throw new HashBusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `running` never drops below the cap while some wait.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** The process's one limiter; buildApp sets its limits (HASH_CONCURRENCY, HASH_QUEUE). */
export const hashLimiter = new HashLimiter(defaultHashLimitConfig());

/** HASH_CONCURRENCY and HASH_QUEUE (whole numbers; concurrency at least 1); unset ones keep their default. */
export function hashLimitFromEnv(concurrency: string | undefined, queue: string | undefined): Partial<HashLimitConfig> {
  return {
    ...(concurrency ? { concurrency: wholeNumberSetting('HASH_CONCURRENCY', concurrency, 1, 1) } : {}),
    ...(queue ? { queue: wholeNumberSetting('HASH_QUEUE', queue, 0, 0) } : {}),
  };
}
