/**
 * Files every app server reads (decision 0045): uploads are stored in the database (stored_files + chunks of
 * FILE_CHUNK_BYTES in stored_file_chunks), so two servers on one PostgreSQL serve a file uploaded through either, and
 * pg_dump backs them up with the orders that refer to them. Each server keeps a copy of what it served under
 * DATA_DIR/cache/files (files never change under their key: a new upload gets a new key), so a file is read from the
 * database once per server. Deleting a file removes its row; every server checks the row before serving its copy.
 */
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from './client';
import { storedFileChunks } from './schema';

/** 1 MiB: large enough for few round trips, small enough to never hold a whole video in one value. */
export const FILE_CHUNK_BYTES = 1024 * 1024;

interface StoredFileInfo {
  id: number;
  key: string;
  contentType: string;
  size: number;
}

export interface FileStore {
  /** this server's cache folder (DATA_DIR/cache): local copies under files/, resized images under w<width>/ */
  cacheDir: string;
  /** Stores `bytes` under `key` (inside `tx` when given, so the file commits with the row that refers to it). */
  put(key: string, bytes: Buffer, contentType: string, tx?: DbOrTx): Promise<void>;
  info(key: string): Promise<StoredFileInfo | null>;
  /** The whole content (CVs, documents for mail attachments); null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  /** A local copy of a stored file (made from the database on first use), to stream to a client. */
  localCopy(info: StoredFileInfo): Promise<string>;
  /** Removes files (missing keys are ignored) and this server's copies of them. */
  remove(keys: readonly string[], tx?: DbOrTx): Promise<void>;
}

/** Inserts a file and its chunks; run it in a transaction (FileStore.put does; the demo seed uses its own). */
export async function putStoredFile(q: DbOrTx, key: string, bytes: Buffer, contentType: string): Promise<void> {
  const [row] = await queryRows<{ id: number }>(
    q,
    sql`INSERT INTO stored_files (key, content_type, size) VALUES (${key}, ${contentType}, ${bytes.length}) RETURNING id`,
  );
  const fileId = Number(row!.id);
  const chunks = Math.max(1, Math.ceil(bytes.length / FILE_CHUNK_BYTES));
  for (let seq = 0; seq < chunks; seq++) {
    await q.insert(storedFileChunks).values({ fileId, seq, data: bytes.subarray(seq * FILE_CHUNK_BYTES, (seq + 1) * FILE_CHUNK_BYTES) });
  }
}

export function createFileStore(db: DbOrTx, dataDir: string): FileStore {
  const cacheDir = path.join(dataDir, 'cache');
  const copies = path.join(cacheDir, 'files');
  const copyPath = (info: Pick<StoredFileInfo, 'id' | 'key'>) => path.join(copies, `${info.id}${path.extname(info.key).toLowerCase()}`);

  async function chunk(q: DbOrTx, fileId: number, seq: number): Promise<Buffer | null> {
    const rows = await q
      .select({ data: storedFileChunks.data })
      .from(storedFileChunks)
      .where(and(eq(storedFileChunks.fileId, fileId), eq(storedFileChunks.seq, seq)));
    return rows[0]?.data ?? null;
  }

  const store: FileStore = {
    cacheDir,
    async put(key, bytes, contentType, tx) {
      if (tx) await putStoredFile(tx, key, bytes, contentType);
      else await db.transaction((q) => putStoredFile(q, key, bytes, contentType));
    },
    async info(key) {
      const [row] = await queryRows<{ id: number; key: string; content_type: string; size: number }>(
        db,
        sql`SELECT id, key, content_type, size FROM stored_files WHERE key = ${key}`,
      );
      return row ? { id: Number(row.id), key: row.key, contentType: row.content_type, size: Number(row.size) } : null;
    },
    async read(key) {
      const info = await store.info(key);
      if (!info) return null;
      const parts: Buffer[] = [];
      for (let seq = 0; ; seq++) {
        const part = await chunk(db, info.id, seq);
        if (!part) break;
        parts.push(part);
      }
      return Buffer.concat(parts);
    },
    async localCopy(info) {
      const file = copyPath(info);
      try {
        if ((await stat(file)).size === info.size) return file;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      // chunk by chunk into a temporary file, then renamed: a concurrent request never sees half a file
      await mkdir(copies, { recursive: true });
      const tmp = `${file}.${randomUUID()}.tmp`;
      const handle = await open(tmp, 'w');
      try {
        for (let seq = 0; ; seq++) {
          const part = await chunk(db, info.id, seq);
          if (!part) break;
          await handle.write(part);
        }
      } catch (error) {
        await handle.close();
        await rm(tmp, { force: true });
        throw error;
      }
      await handle.close();
      await rename(tmp, file);
      return file;
    },
    async remove(keys, tx) {
      if (keys.length === 0) return;
      const rows = await queryRows<{ id: number; key: string }>(
        tx ?? db,
        sql`DELETE FROM stored_files WHERE key IN (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}) RETURNING id, key`,
      );
      for (const row of rows) await rm(copyPath({ id: Number(row.id), key: row.key }), { force: true });
    },
  };
  return store;
}
