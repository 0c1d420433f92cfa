import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Site paths of everything under publicDir, e.g. /Assets/logo.svg, compared case-sensitively. */
export function listPublicFiles(publicDir: string): Set<string> {
  try {
    const names = readdirSync(publicDir, { recursive: true }).map(String);
    return new Set(names.map((name) => `/${name.split(path.sep).join('/')}`));
  } catch {
    return new Set();
  }
}
