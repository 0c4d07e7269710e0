import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { nokBody } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose name never changes between releases: the browser must revalidate them every time. */
const REVALIDATE = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const relative = filePath.split(path.sep).join('/');
  if (relative.includes('/assets/')) reply.header('cache-control', IMMUTABLE);
  else if (REVALIDATE.has(path.basename(filePath))) reply.header('cache-control', 'no-cache');
  else reply.header('cache-control', 'public, max-age=3600');
}

/**
 * Serves the built PWA from distDir when it has an index.html, with an SPA fallback: a GET that
 * is neither an API call nor a file gets index.html. Missing hashed assets stay 404 so a stale
 * page never receives HTML where it expects JavaScript. Without a build, only the API runs.
 */
export async function registerStaticSite(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const root = distDir ? path.resolve(distDir) : undefined;
  const hasSite = root !== undefined && existsSync(path.join(root, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, { root, cacheControl: false, setHeaders: setCacheHeaders, wildcard: true });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && !pathname.startsWith('/assets/');
    if (hasSite && isPage) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send(nokBody(`Not found: ${request.method} ${pathname}`));
  });
}
