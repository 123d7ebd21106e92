/**
 * Where the stream poller is in a table's stream, kept across restarts (stream-poller.ts says how
 * it resumes from it).
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import * as z from 'zod/mini';

/** Where the poller is in a stream: per shard, the last handled record's sequence number, or END for a closed shard read to its end. */
export interface StreamPosition {
  readonly streamArn: string;
  readonly shards: Readonly<Record<string, string>>;
}

export const SHARD_END = 'end';

export interface PositionStore {
  load(): StreamPosition | null;
  save(position: StreamPosition): void;
}

const SavedPosition = z.object({ streamArn: z.string(), shards: z.record(z.string(), z.string()) });

/**
 * The position in a JSON file, replaced whole (write, then rename) after every handled batch. Not
 * synced to disk: losing the newest position (power cut) only hands some records over again.
 */
export function filePositionStore(file: string): PositionStore {
  return {
    load() {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return null;
      }
      try {
        const parsed = SavedPosition.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    save(position) {
      writeFileSync(`${file}.tmp`, `${JSON.stringify(position)}\n`);
      renameSync(`${file}.tmp`, file);
    },
  };
}
