import { STATES } from '../store/data/states';

/* A place of supply as a GST invoice shows it: the GST state code ('29') and the state's name. */

const NAMES = new Map(STATES.filter((s) => s.gst !== '').map((s) => [s.gst, s.name]));

export function gstPlace(code: string): { code: string; name: string } {
  return { code, name: NAMES.get(code) ?? `State ${code}` };
}
