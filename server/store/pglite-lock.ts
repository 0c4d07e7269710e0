import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/*
 * PGlite has no inter-process locking: two servers on one data directory corrupt it (docs/architecture.md#tooling-notes).
 * A lock file holding the owner's pid keeps a second process out. A lock whose pid is dead is
 * stale (crash, kill -9) and is taken over. The set below tells a lock this process holds from a
 * stale one left by an earlier process that happened to get the same pid (common in containers).
 */
const heldHere = new Set<string>();

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock or throws DataDirLockedError naming the owner; returns the release function. */
export function acquireDataDirLock(lockPath: string, dataDir: string): () => void {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      heldHere.add(lockPath);
      return () => release(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(lockPath);
    const heldByLiveOwner = owner !== null && (owner === process.pid ? heldHere.has(lockPath) : isAlive(owner));
    if (heldByLiveOwner) {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is already in use by another server (pid ${owner}). ` +
          'Stop that server first, or set DATA_DIR to another directory.',
      );
    }
    try {
      unlinkSync(lockPath);
    } catch {
      // Another process removed the stale lock first; the next attempt races for it fairly.
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath} for ${dataDir}.`);
}

function release(lockPath: string): void {
  if (!heldHere.delete(lockPath)) return;
  if (readOwner(lockPath) === process.pid) unlinkSync(lockPath);
}
