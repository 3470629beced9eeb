import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The rules live in the repository's .dependency-cruiser.cjs (one layer order, the ground floor);
// running the same command a person would keeps `npm test` and the hand check in agreement.
const akar = fileURLToPath(new URL('../../../../', import.meta.url));
const depcruise = path.join(akar, 'node_modules', '.bin', 'depcruise');

describe('import layers (docs/architecture.md "Layers")', () => {
  it('platform/ and db/ import no module, and each module only the modules below it', () => {
    const run = spawnSync(
      process.execPath,
      [
        depcruise,
        '--config',
        '.dependency-cruiser.cjs',
        '--output-type',
        'err',
        'apps/api/src',
        'apps/api/seed',
      ],
      { cwd: akar, encoding: 'utf8' },
    );
    // The reporter names each violation: the rule, the importing file and the imported one.
    expect(run.stdout + run.stderr).toContain('no dependency violations found');
    expect(run.status).toBe(0);
  }, 60_000);
});
