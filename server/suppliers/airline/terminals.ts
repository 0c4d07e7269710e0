import type { SandboxAirport } from './airports';

/*
 * Terminals at the airports that have several (as the carriers use them); '' elsewhere, which the
 * ticket shows as no terminal. International departures use the international terminal.
 */
const TERMINALS: Record<string, { intl: string; byCarrier: Record<string, string>; other: string }> = {
  DEL: { intl: '3', byCarrier: { '6E': '1', SG: '1', QP: '1' }, other: '3' },
  BOM: { intl: '2', byCarrier: { '6E': '1', SG: '1', QP: '1' }, other: '2' },
  BLR: { intl: '2', byCarrier: { AI: '2', UK: '2', IX: '2' }, other: '1' },
  HYD: { intl: '1', byCarrier: {}, other: '1' },
  MAA: { intl: '2', byCarrier: {}, other: '1' },
  CCU: { intl: '2', byCarrier: {}, other: '1' },
  DXB: { intl: '3', byCarrier: {}, other: '1' },
  LHR: { intl: '5', byCarrier: {}, other: '5' },
  FRA: { intl: '1', byCarrier: {}, other: '1' },
  CDG: { intl: '2E', byCarrier: {}, other: '2E' },
  SIN: { intl: '3', byCarrier: {}, other: '3' },
};

export function terminalOf(airport: SandboxAirport, carrier: string, international: boolean): string {
  const t = TERMINALS[airport.code];
  if (!t) return '';
  if (international) return t.intl;
  return t.byCarrier[carrier] ?? t.other;
}
