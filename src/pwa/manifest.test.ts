import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_COLOR, webAppManifest } from './manifest';

const publicFile = (src: string) => readFileSync(join(import.meta.dirname, '../../public', src));

/** Width and height from a PNG's IHDR chunk, which always comes first. */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe('web app manifest', () => {
  it('has what Chromium needs to offer installation', () => {
    expect(webAppManifest).toMatchObject({
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
    });
    expect(webAppManifest.name).toBeTruthy();
    expect(webAppManifest.short_name).toBeTruthy();
    const icons = webAppManifest.icons ?? [];
    expect(icons).toContainEqual(expect.objectContaining({ sizes: '192x192', purpose: 'any' }));
    expect(icons).toContainEqual(expect.objectContaining({ sizes: '512x512', purpose: 'any' }));
    expect(icons).toContainEqual(expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }));
  });

  it('points at PNGs in public/ whose real size matches the declared size', () => {
    for (const icon of webAppManifest.icons ?? []) {
      expect(pngSize(publicFile(icon.src)), icon.src).toBe(icon.sizes);
    }
  });

  it('ships the apple touch icon at 180 px', () => {
    expect(pngSize(publicFile('/apple-touch-icon.png'))).toBe('180x180');
  });
});
