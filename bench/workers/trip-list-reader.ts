/**
 * The login bench's reader (login-flood.bench.ts), in its own process so that its client
 * work never runs on the server's event loop: asks for the traveller's trip list again as soon as
 * it is answered, for `seconds`, and posts back its latencies, sorted.
 */

interface ReaderSettings {
  url: string;
  token: string;
  seconds: number;
}

const { url, token, seconds } = JSON.parse(process.env.BENCH_WORKER_DATA!) as ReaderSettings;
const body = JSON.stringify({ opid: 'TG-EXPENSE', action: 'gettripscreatedbyprofile', createdbyprofileid: '20001' });
const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

async function read(): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers, body });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`trip list answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

void read().then((latencies) => process.send!(latencies));
