import { createHash } from 'node:crypto';

/** A file of an uploaded repository. */
export interface RepoFile {
  content: Uint8Array;
  sha256: string;
  /** Stored through the LFS batch API rather than inline in the commit. */
  lfs: boolean;
}

/** One change of a commit: a small file inline, a file uploaded through LFS, or a deletion. */
export type CommitOperation =
  | { kind: 'file'; path: string; content: Uint8Array }
  | { kind: 'lfsFile'; path: string; oid: string }
  | { kind: 'deletedFile'; path: string };

/** A repository created through the stand-in (an export's target). */
export interface UploadedRepo {
  id: string;
  type: 'dataset' | 'model' | 'space';
  private: boolean;
  files: Map<string, RepoFile>;
  commits: { oid: string; title: string; date: string }[];
  createdAt: string;
}

/**
 * The repositories created and the files committed through the stand-in, kept in memory so a test can read an
 * export back. LFS objects wait here by sha256 between their upload and the commit that names them.
 */
export class RepoStore {
  private readonly repos = new Map<string, UploadedRepo>();
  private readonly lfsObjects = new Map<string, Uint8Array>();

  get(id: string): UploadedRepo | undefined {
    return this.repos.get(id);
  }

  list(): UploadedRepo[] {
    return [...this.repos.values()];
  }

  /** Creates a repository; false if it exists already. */
  create(id: string, type: UploadedRepo['type'], isPrivate: boolean): boolean {
    if (this.repos.has(id)) return false;
    this.repos.set(id, {
      id,
      type,
      private: isPrivate,
      files: new Map(),
      commits: [],
      createdAt: new Date().toISOString(),
    });
    return true;
  }

  putLfsObject(oid: string, content: Uint8Array): boolean {
    if (sha256(content) !== oid) return false;
    this.lfsObjects.set(oid, content);
    return true;
  }

  hasLfsObject(oid: string): boolean {
    return this.lfsObjects.has(oid);
  }

  /** Applies a commit's operations; throws with the hub's message when an LFS file was never uploaded. */
  commit(repo: UploadedRepo, title: string, operations: CommitOperation[]): string {
    for (const operation of operations) {
      if (operation.kind === 'lfsFile' && !this.lfsObjects.has(operation.oid)) {
        throw new Error(
          `Your push was rejected because an LFS pointer pointed to a file that does not exist. For instance: ${operation.path}`,
        );
      }
    }
    for (const operation of operations) {
      if (operation.kind === 'deletedFile') repo.files.delete(operation.path);
      else if (operation.kind === 'file') {
        repo.files.set(operation.path, {
          content: operation.content,
          sha256: sha256(operation.content),
          lfs: false,
        });
      } else {
        const content = this.lfsObjects.get(operation.oid) as Uint8Array;
        repo.files.set(operation.path, { content, sha256: operation.oid, lfs: true });
      }
    }
    const oid = createHash('sha1').update(`${repo.id}:${repo.commits.length}:${title}`).digest('hex');
    repo.commits.push({ oid, title, date: new Date().toISOString() });
    return oid;
  }
}

export function sha256(content: Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}
