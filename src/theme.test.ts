import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_COLOR } from './pwa/manifest';
import { BRAND_COLOR, theme } from './theme';

describe('theme (docs/product.md#constants-and-code-tables)', () => {
  it('uses dark blue as primary colour and a 12.5px base font size', () => {
    expect(theme.primaryColor).toBe('darkBlue');
    expect(theme.colors?.darkBlue).toHaveLength(10);
    expect(theme.fontSizes?.md).toBe('12.5px');
  });

  it('keeps index.html and the manifest on the same brand colour', () => {
    const html = readFileSync(path.resolve(__dirname, '../index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${BRAND_COLOR}" />`);
    expect(THEME_COLOR).toBe(BRAND_COLOR);
  });
});
