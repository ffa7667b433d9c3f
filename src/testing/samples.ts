import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The vendor's own sample bodies (../shared/spec/neetocal/samples). */
export const SAMPLES_DIR = join(import.meta.dirname, '../../../shared/spec/neetocal/samples');

export const sampleNames = () => readdirSync(SAMPLES_DIR).filter((f) => f.endsWith('.json'));
export const readSample = (name: string): unknown => JSON.parse(readFileSync(join(SAMPLES_DIR, name), 'utf8'));
