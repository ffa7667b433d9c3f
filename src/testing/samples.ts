import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The vendor's own sample bodies, kept in the repository (contracts/README.md names their source). */
const SAMPLES_DIR = join(import.meta.dirname, '../../contracts/neetocal/samples');

export const sampleNames = () => readdirSync(SAMPLES_DIR).filter((f) => f.endsWith('.json'));
export const readSample = (name: string): unknown => JSON.parse(readFileSync(join(SAMPLES_DIR, name), 'utf8'));
