import type { FastifyInstance } from 'fastify';
import { type AddressInfo, Socket, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Store } from '../../server/store/db';
import { openTestStore } from './helpers/test-store';

/*
 * A real listening server and raw sockets: a client that sends headers and then stops, or dribbles
 * its body, is answered 408 and disconnected once the (short, for the test) time-out passes; past
 * the connection cap a new socket is closed at once while the open ones keep working.
 */
let store: Store;
let slow: FastifyInstance;
let capped: FastifyInstance;
const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

beforeAll(async () => {
  store = await openTestStore();
  slow = await buildApp({ store, connections: { requestTimeoutMs: 400, headersTimeoutMs: 250 } });
  await slow.listen({ port: 0, host: '127.0.0.1' });
  capped = await buildApp({ store, connections: { maxConnections: 2 } });
  await capped.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await slow?.close();
  await capped?.close();
  await store?.close();
});

interface Client {
  socket: Socket;
  /** Everything the server sent until it closed the connection. */
  closed: Promise<string>;
}

async function open(app: FastifyInstance): Promise<Client> {
  const socket = connect(portOf(app), '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => void (received += chunk.toString('latin1')));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  return { socket, closed };
}

/** One full request on a kept-alive socket; resolves with the status line's code. */
function request(socket: Socket, path: string): Promise<number> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (match && text.includes('\r\n\r\n')) {
        socket.off('data', onData);
        resolve(Number(match[1]));
      }
    };
    socket.on('data', onData);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  });
}

const connectionsOf = (app: FastifyInstance) => new Promise<number>((resolve, reject) => app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));

const HEADERS = 'POST /api/service HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';

describe('request time-outs', () => {
  it('answers 408 and closes when the body stops half-way', async () => {
    const client = await open(slow);
    client.socket.write(`${HEADERS}{"opid":`);
    expect(await client.closed).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers 408 and closes when the body only dribbles in (the time-out covers the whole request)', async () => {
    const client = await open(slow);
    client.socket.write(HEADERS);
    const drip = setInterval(() => client.socket.writable && client.socket.write(' '), 50);
    try {
      expect(await client.closed).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(drip);
    }
  });

  it('answers 408 and closes when the headers never end', async () => {
    const client = await open(slow);
    client.socket.write('GET /api/airports HTTP/1.1\r\nHost: localhost\r\n');
    expect(await client.closed).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still serves a request that arrives in time', async () => {
    const client = await open(slow);
    expect(await request(client.socket, '/api/nothing-here')).toBe(404);
    client.socket.destroy();
  });
});

describe('the connection cap', () => {
  it('closes a connection past the cap at once, while the open ones keep working', async () => {
    const first = await open(capped);
    const second = await open(capped);
    // A full exchange on each: both are accepted and counted before the third arrives.
    expect(await request(first.socket, '/api/nothing-here')).toBe(404);
    expect(await request(second.socket, '/api/nothing-here')).toBe(404);
    const third = await open(capped);
    expect(await third.closed).toBe('');
    expect(await request(first.socket, '/api/nothing-here')).toBe(404);
    first.socket.destroy();
    second.socket.destroy();
    await Promise.all([first.closed, second.closed]);
    // The server counts a socket as gone only once it has seen the close.
    await expect.poll(() => connectionsOf(capped), { timeout: 5_000 }).toBe(0);
    const later = await open(capped);
    expect(await request(later.socket, '/api/nothing-here')).toBe(404);
    later.socket.destroy();
  });
});
