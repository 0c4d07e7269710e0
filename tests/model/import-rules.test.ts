import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The import rules `npm run lint` checks (.dependency-cruiser.cjs, docs/architecture.md): a small
 * tree laid out like ours is checked with the repository's own config, so a rule that stopped
 * catching what it should would fail here.
 */

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'import-rules-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let serial = 0;

/** Writes the files into a fresh tree and answers the names of the rules depcruise reports. */
async function violations(files: Record<string, string>): Promise<string[]> {
  const root = join(work, String(++serial));
  const all = { 'tsconfig.json': '{ "compilerOptions": { "module": "esnext", "moduleResolution": "bundler" } }', ...files };
  for (const dir of ['src', 'server']) mkdirSync(join(root, dir), { recursive: true });
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const bin = join(repo, 'node_modules/.bin/depcruise');
  const args = ['src', 'server', '--config', join(repo, '.dependency-cruiser.cjs'), '--output-type', 'json'];
  const { stdout } = await run(bin, args, { cwd: root }).catch((error: { stdout: string }) => error);
  const result = JSON.parse(stdout) as { summary: { violations: { rule: { name: string } }[] } };
  return result.summary.violations.map((v) => v.rule.name).sort();
}

describe('import rules', () => {
  it('lets a feature use shared layers and its own files', async () => {
    expect(
      await violations({
        'server/booking/pay.ts': 'export const pay = 1;',
        'server/features/flights/a.ts': "import { pay } from '../../booking/pay';\nimport { b } from './b';\nexport const a = pay + b;",
        'server/features/flights/b.ts': 'export const b = 2;',
        'src/ui/flights/Page.ts': "import { c } from '../components/c';\nexport const page = c;",
        'src/ui/components/c.ts': 'export const c = 3;',
      }),
    ).toEqual([]);
  });

  it('refuses a feature importing another feature, on the server and the client', async () => {
    expect(
      await violations({
        'server/features/flights/a.ts': "import { b } from '../insurance/b';\nexport const a = b;",
        'server/features/insurance/b.ts': 'export const b = 1;',
        'src/ui/flights/Page.ts': "import { t } from '../trips/t';\nexport const page = t;",
        'src/ui/trips/t.ts': 'export const t = 1;',
      }),
    ).toEqual(['server/features: features never import each other', 'src/ui: features never import each other']);
  });

  it('refuses a shared layer importing a feature', async () => {
    expect(
      await violations({
        'server/http/route.ts': "import { f } from '../features/flights/f';\nexport const r = f;",
        'server/features/flights/f.ts': 'export const f = 1;',
      }),
    ).toEqual(['server: shared layers never import a feature']);
  });

  it('refuses a circle of imports', async () => {
    expect(
      await violations({
        'server/store/a.ts': "import { b } from './b';\nexport const a = () => b;",
        'server/store/b.ts': "import { a } from './a';\nexport const b = () => a;",
      }),
    ).toEqual(['no-circular']);
  });
});
