export interface SessionConfig {
  /** A session unused for this long is dead. */
  idleMs: number;
  /** A session older than this is dead however busy it is. */
  absoluteMs: number;
  /**
   * How long one process trusts a looked-up session without asking the database again. Logout in
   * this process drops the entry at once; a revocation made by ANOTHER process (several servers on
   * one PostgreSQL) is seen within this time.
   */
  cacheMs: number;
}

export const DEFAULT_SESSION_CONFIG: SessionConfig = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000, cacheMs: 1_000 };

/** last_seen is written at most this often, so a busy session does not write on every call. */
export function touchIntervalMs(config: SessionConfig): number {
  return Math.min(60_000, Math.floor(config.idleMs / 10));
}
