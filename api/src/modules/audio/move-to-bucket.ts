// Moves the recordings of a folder (the default storage) into a bucket, for a server that grows
// from one instance to several. Safe to run again after a failure: a recording already in the
// bucket with the same size is not sent twice, and a local file is removed only after the bucket
// answers for it with its full size.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FolderStorage } from '../../providers/storage/folder-storage.ts';
import type { ObjectStorage } from '../../providers/storage/index.ts';
import { formatOfExtension } from './audio-format.ts';

export interface MoveReport {
  copied: number;
  /** Already in the bucket with the same size (an earlier run). */
  present: number;
  /** In the bucket with another size: left in both places for the operator to look at. */
  conflicts: string[];
  /** Local files removed after their copy was confirmed. */
  removed: number;
}

export async function moveRecordingsToBucket(
  source: FolderStorage,
  target: ObjectStorage,
  { removeLocal }: { removeLocal: boolean },
): Promise<MoveReport> {
  const report: MoveReport = { copied: 0, present: 0, conflicts: [], removed: 0 };
  for (const owner of await source.topLevelNames()) {
    if (!/^\d+$/.test(owner)) continue;
    for (const object of await source.list(`${owner}/`)) {
      const format = formatOfExtension(object.key.slice(object.key.lastIndexOf('.') + 1));
      if (!format) continue;
      const existing = await target.stat(object.key);
      if (existing && existing.size !== object.size) {
        report.conflicts.push(object.key);
        continue;
      }
      if (existing) {
        report.present += 1;
      } else {
        await target.put(
          object.key,
          await readFile(join(source.root, owner, object.key.slice(owner.length + 1))),
          format.mimeType,
        );
        report.copied += 1;
      }
      if (!removeLocal) continue;
      const copy = await target.stat(object.key);
      if (copy?.size !== object.size) throw new Error(`the bucket does not hold ${object.key} whole; kept locally`);
      await source.remove([object.key]);
      report.removed += 1;
    }
  }
  return report;
}
