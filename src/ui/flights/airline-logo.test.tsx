import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CARRIERS } from '../../../server/suppliers/airline/carriers';
import { AIRLINE_LOGO_CODES, AirlineLogo, airlineLogoUrl } from './airline-logo';

const publicFile = (url: string) => resolve(__dirname, '../../../public', url.replace(/^\//, ''));

afterEach(cleanup);

describe('airline logos', () => {
  it('has a mark served by the app for every sandbox carrier, and a generic one', () => {
    expect([...AIRLINE_LOGO_CODES].sort()).toEqual(CARRIERS.map((c) => c.code).sort());
    for (const url of [...CARRIERS.map((c) => airlineLogoUrl(c.code)), airlineLogoUrl('ZZ')]) {
      expect(existsSync(publicFile(url)), url).toBe(true);
      const svg = readFileSync(publicFile(url), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      // Self-contained: nothing fetched from elsewhere, no script.
      expect(svg).not.toMatch(/href|<script|<image|url\(/i);
    }
  });

  it('picks the mark by code, any case, and the generic mark for an unknown or odd code', () => {
    expect(airlineLogoUrl('6E')).toBe('/airlines/6E.svg');
    expect(airlineLogoUrl(' uk ')).toBe('/airlines/UK.svg');
    expect(airlineLogoUrl('ZZ')).toBe('/airlines/generic.svg');
    expect(airlineLogoUrl('../x')).toBe('/airlines/generic.svg');
  });

  it("renders an image named '<name> logo'", () => {
    render(
      <MantineProvider>
        <AirlineLogo code="6E" name="IndiGo" />
        <AirlineLogo code="XX" />
      </MantineProvider>,
    );
    expect(screen.getByRole('img', { name: 'IndiGo logo' }).getAttribute('src')).toBe('/airlines/6E.svg');
    expect(screen.getByRole('img', { name: 'XX logo' }).getAttribute('src')).toBe('/airlines/generic.svg');
  });
});
