/**
 * Vite plugin: after the client build, writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every
 * compressible file of build/client/assets. The server's static handler (serveStatic with `precompressed: true`,
 * server/app.ts) sends them as they are, so no request pays for compression and shoppers get Brotli's smaller files.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map)$/;
/** smaller files gain nothing from a compressed copy */
const MIN_BYTES = 1024;

async function precompressDir(dir: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let count = 0;
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      count += await precompressDir(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const data = await readFile(file);
    if (data.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gz(data, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    count += 1;
  }
  return count;
}

export function precompressAssets(): Plugin {
  return {
    name: 'shop:precompress-assets',
    apply: 'build',
    async writeBundle(options) {
      // the client build only (React Router also builds the server bundle)
      if (this.environment?.name !== 'client' || !options.dir) return;
      const count = await precompressDir(path.join(options.dir, 'assets'));
      this.info?.(`precompressed ${count} assets (.br, .gz)`);
    },
  };
}
