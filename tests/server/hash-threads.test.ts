import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HASH_THREAD_NICE, hashOnThread, verifyOnThread } from '../../server/auth/hash-threads';

/** The nice value of each thread of this process now, with the thread's CPU time in ticks (Linux /proc). */
function threads(): Array<{ tid: number; nice: number; cpuTicks: number }> {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command: state is field 3, utime 14, stime 15, nice 19 (proc(5)); index = field − 3.
    return { tid: Number(tid), nice: Number(fields[16]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
  });
}

describe('password hashing threads', () => {
  it('hash and verify argon2id on their own threads', async () => {
    const hashed = await hashOnThread('Correct horse 1!');
    expect(hashed).toMatch(/^\$argon2id\$/);
    expect(await verifyOnThread(hashed, 'Correct horse 1!')).toBe(true);
    expect(await verifyOnThread(hashed, 'Wrong horse 1!')).toBe(false);
  });

  it('rejects a malformed stored hash instead of crashing the thread, and the thread keeps serving', async () => {
    await expect(verifyOnThread('not-a-hash', 'x')).rejects.toThrow();
    expect(await verifyOnThread(await hashOnThread('again'), 'again')).toBe(true);
  });

  it.runIf(process.platform === 'linux')('run at a lowered CPU priority (HASH_THREAD_NICE), where the hash CPU time goes', async () => {
    const before = new Map(threads().map((t) => [t.tid, t.cpuTicks]));
    expect(HASH_THREAD_NICE).toBeGreaterThan(0);
    // The hashes may spread over several pool threads, each too briefly to count alone on a fast
    // machine: what the niced threads spent together is the hashing's CPU time. Hash until that
    // reaches 5 ticks (a fast machine needs more hashes than a slow one), at most 200 times.
    const nicedSince = () =>
      threads()
        .filter((t) => t.nice === HASH_THREAD_NICE)
        .reduce((sum, t) => sum + t.cpuTicks - (before.get(t.tid) ?? 0), 0);
    let nicedTicks = 0;
    for (let i = 0; i < 200 && nicedTicks < 5; i += 1) {
      await hashOnThread(`spend some CPU ${i}`);
      nicedTicks = nicedSince();
    }
    expect(nicedTicks).toBeGreaterThanOrEqual(5);
    expect(threads().find((t) => t.tid === process.pid)?.nice).toBe(0);
  });
});
