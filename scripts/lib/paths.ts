import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const schemasDir = path.join(root, 'schemas');
export const pagesDir = path.join(root, 'pages-json');
export const publicDir = path.join(root, 'public');
export const generatedDir = path.join(root, 'src/generated');
export const distDir = path.join(root, 'dist');
export const ssrDir = path.join(root, 'dist-ssr');
