import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Document, parse } from 'yaml';
import { withoutProse } from './contract-prose';

// npm run contracts:refresh [folder]: brings contracts/ up to date with the vendor's published
// files, when a copy of them is at hand. Tests read contracts/ only, so a clone of this repository
// runs them with nothing beside it; this script is the one place that knows where the vendor's
// files were taken from. The folder holds `openapi/*.yaml` and `samples/*.json` (+ SOURCES.md).
// Run it, read `git diff contracts/`, and commit what changed with the tests it breaks or fixes.

const ROOT = resolve(import.meta.dirname, '..');
/** The vendor files for the endpoints Slotboard calls (docs/api.md). */
const OPENAPI_FILES = [
  'availabilities',
  'bookings',
  'durations',
  'meetings',
  'packages',
  'slots',
  'spots',
  'team-members',
];
const TARGET = join(ROOT, 'contracts', 'neetocal');

// The repository names no folder outside itself: where the vendor's files are is the caller's to say.
const given = process.argv[2] ?? process.env.CONTRACTS_SOURCE;
if (!given) {
  console.error(
    "Name the folder that holds the vendor's openapi/ and samples/: npm run contracts:refresh -- <folder> (or set CONTRACTS_SOURCE). contracts/ is left as it is.",
  );
  process.exit(1);
}
const source = resolve(ROOT, given);
const missing = ['openapi', 'samples'].filter((dir) => !existsSync(join(source, dir)));
if (missing.length) {
  console.error(
    `No vendor files to refresh from: ${source} has no ${missing.join(' or ')} folder.\n` +
      'Pass the folder that holds openapi/ and samples/: npm run contracts:refresh -- <folder> ' +
      '(or set CONTRACTS_SOURCE). contracts/ is left as it is.',
  );
  process.exit(1);
}

mkdirSync(join(TARGET, 'openapi'), { recursive: true });
for (const name of OPENAPI_FILES) {
  const from = join(source, 'openapi', `${name}.yaml`);
  if (!existsSync(from)) {
    console.error(
      `${from} is missing: the vendor no longer publishes it under that name. contracts/ is partly refreshed.`,
    );
    process.exit(1);
  }
  const doc = new Document(withoutProse(parse(readFileSync(from, 'utf8'))));
  doc.commentBefore =
    ` The vendor's OpenAPI file for ${name} (see contracts/README.md for its source), without its prose\n` +
    ' descriptions. Written by `npm run contracts:refresh`: refresh it, never edit it by hand.';
  writeFileSync(join(TARGET, 'openapi', `${name}.yaml`), doc.toString({ lineWidth: 0 }));
}

const samplesTo = join(TARGET, 'samples');
mkdirSync(samplesTo, { recursive: true });
const samples = readdirSync(join(source, 'samples')).filter((f) => f.endsWith('.json') || f === 'SOURCES.md');
for (const stale of readdirSync(samplesTo).filter((f) => !samples.includes(f))) rmSync(join(samplesTo, stale));
for (const file of samples) copyFileSync(join(source, 'samples', file), join(samplesTo, file));

console.log(
  `contracts/neetocal: ${OPENAPI_FILES.length} OpenAPI files and ${samples.length} sample files from ${source}.`,
);
console.log('Read `git diff --stat contracts/` before committing.');
