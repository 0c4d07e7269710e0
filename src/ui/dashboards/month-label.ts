/** 'YYYY-MM' as 'Jan 2026': the month's first day read as a UTC date, so no time zone shifts it. */
export function monthLabel(month: string): string {
  return new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}
