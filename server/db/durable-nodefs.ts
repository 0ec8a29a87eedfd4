import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type PostgresModule = Parameters<NodeFS['init']>[1];

interface EmscriptenStream {
  nfd: number;
  node: { mode: number };
}

const S_IFDIR = 0o040000;
const EMSCRIPTEN_EIO = 29;

/**
 * PGlite's Node filesystem writes through to the data folder but cannot flush it: Emscripten's NODEFS has no fsync,
 * and PGlite starts PostgreSQL with fsync off. This one gives NODEFS a real fsync so PostgreSQL's own durability
 * applies: with `durablePgliteStartParams`, a commit is acknowledged only after its WAL record reached the disk, and
 * checkpoints flush the data files, as on a PostgreSQL server.
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: PostgresModule) {
    return super.init(pg, {
      ...opts,
      preRun: [
        ...(opts.preRun ?? []),
        (mod: { NODEFS: { stream_ops: Record<string, unknown> }; FS: { ErrnoError: new (errno: number) => Error } }) => {
          mod.NODEFS.stream_ops.fsync = (stream: EmscriptenStream) => {
            try {
              fs.fsyncSync(stream.nfd);
            } catch (error) {
              // Some systems (Windows) cannot flush a directory handle. A file that cannot be flushed is an I/O error
              // PostgreSQL must see (it stops rather than acknowledge a commit it could not make durable).
              if ((stream.node.mode & S_IFDIR) !== S_IFDIR) throw Object.assign(new mod.FS.ErrnoError(EMSCRIPTEN_EIO), { cause: error });
            }
            return 0;
          };
        },
      ],
    } as PostgresModule);
  }
}

/**
 * PGlite's start parameters with fsync on (its default `-F` turns it off) and WAL flushed with fsync(), the one sync
 * call Emscripten passes through (its fdatasync does nothing).
 */
export const durablePgliteStartParams = [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];
