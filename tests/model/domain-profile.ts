import fc from 'fast-check';
import type Dexie from 'dexie';
import { expect } from 'vitest';
import { enqueueChange } from '../../src/db/outbox';
import type { TestApp } from '../server/helpers/test-app';

/**
 * The generic model (no trips needed): adding preferred locations (creates: each must exist once)
 * and changing the contact mobile (updates: the last one must win, a late duplicate must not undo it).
 */
export type ProfileAction = { kind: 'addLocation' } | { kind: 'contact'; mobile: string };

export const profileAction: fc.Arbitrary<ProfileAction> = fc.oneof(
  fc.constant<ProfileAction>({ kind: 'addLocation' }),
  fc.integer({ min: 1_000_000, max: 9_999_999 }).map((n): ProfileAction => ({ kind: 'contact', mobile: `987${n}` })),
);

export class ProfileModel {
  private run = 0;
  private made = 0;
  private labels: string[] = [];
  private mobile: string | undefined;

  constructor(
    private readonly server: TestApp,
    private readonly token: string,
    private readonly profileid: string,
  ) {}

  startRun(): void {
    this.run++;
    this.labels = [];
    this.mobile = undefined;
  }

  /** What the screen does: the change goes to the outbox in one readwrite transaction. */
  async apply(tab: Dexie, action: ProfileAction): Promise<void> {
    const profileid = this.profileid;
    await tab.transaction('rw', [tab.table('outbox')], async () => {
      if (action.kind === 'addLocation') {
        const label = `run${this.run}-place${this.made++}`;
        await enqueueChange({ operation: 'addPreferredLocation', fields: { jsondata: { label, city: 'Pune' } }, label }, { profileid });
        this.labels.push(label);
      } else {
        const fields = { mobilenumber: action.mobile, contactemail: 'traveller@acme.test' };
        await enqueueChange({ operation: 'updateContactInfo', fields, label: `Mobile ${action.mobile}` }, { profileid });
        this.mobile = action.mobile;
      }
    });
  }

  /** The server holds exactly what the user did: every location once, the last mobile. */
  async check(): Promise<void> {
    const list = await this.server.service(this.token, { opid: 'TG-PREFERREDLOCATION', action: 'getall' });
    const labels = (list.json() as { list: { label: string }[] }).list.map((l) => l.label).filter((l) => l.startsWith(`run${this.run}-`));
    expect(labels.sort()).toEqual([...this.labels].sort());
    if (this.mobile === undefined) return;
    const master = await this.server.service(this.token, { opid: 'TG-PROFILE', action: 'getprofilemaster' });
    expect((master.json() as { profilemaster: { mobile: string } }).profilemaster.mobile).toBe(this.mobile);
  }
}
