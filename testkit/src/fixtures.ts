/** The small real files in testkit/fixtures (see its README), as bytes. */
import { readFileSync } from 'node:fs';

export const fixture = (name: string): Buffer => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));
