/**
 * Times one service call over loopback HTTP as a signed-in user: `warmup` calls first (the JIT,
 * PostgreSQL's plan and buffer caches), then `requests` timed one after another. Fails on any
 * answer that is not 2xx, so a bench never times an error page.
 */
export async function timeRequests(
  url: string,
  token: string,
  body: object,
  { warmup, requests }: { warmup: number; requests: number },
): Promise<{ p50: number; p95: number }> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${JSON.stringify(body)}: ${response.status} ${await response.text()}`);
    await response.json();
    return performance.now() - started;
  };
  for (let i = 0; i < warmup; i += 1) await once();
  const times: number[] = [];
  for (let i = 0; i < requests; i += 1) times.push(await once());
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95) };
}
