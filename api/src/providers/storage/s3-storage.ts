// Recordings in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...), shared by every instance, so
// the instance that plays a recording need not be the one that received it. Keys are prefixed (e.g.
// `audio/`) so the bucket can hold other things.
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { crc32 } from 'node:zlib';
import { Readable } from 'node:stream';
import type { ObjectStorage, StoredObject } from './types.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, a local test server); undefined means AWS. */
  endpoint: string | undefined;
  /** Both or neither; neither uses the SDK's own chain (instance role, ~/.aws). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path, not the host name: what MinIO and most self-hosted servers need. */
  forcePathStyle: boolean;
  /** Prepended to every key. */
  prefix: string;
}

// DeleteObjects takes at most this many keys per call.
const DELETE_BATCH = 1000;

export class S3Storage implements ObjectStorage {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      credentials: settings.credentials,
      forcePathStyle: settings.forcePathStyle,
    });
  }

  private fullKey(key: string): string {
    return this.settings.prefix + key;
  }

  private object(key: string, size: number | undefined, modified: Date | undefined): StoredObject {
    return { key, size: size ?? 0, modifiedAt: modified?.getTime() ?? 0 };
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.fullKey(key),
        Body: bytes,
        ContentType: contentType,
        // Never replace an object: AWS and MinIO refuse the write (the local test server ignores
        // it; names are random, so only a bug could clash).
        IfNoneMatch: '*',
      }),
    );
  }

  async putFile(key: string, file: string, contentType: string): Promise<void> {
    // Streamed from the file, with its length and checksum sent ahead: given a stream alone, the SDK
    // would compute the checksum as it sends and append it (aws-chunked), which some S3-compatible
    // servers store as part of the object.
    let crc = 0;
    let size = 0;
    for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
      crc = crc32(chunk, crc);
      size += chunk.length;
    }
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc >>> 0);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.fullKey(key),
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: contentType,
        ChecksumCRC32: checksum.toString('base64'),
        IfNoneMatch: '*',
      }),
    );
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.fullKey(key) }),
      );
      return this.object(key, head.ContentLength, head.LastModified);
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async read(key: string, { start, end }: { start: number; end: number }): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.fullKey(key), Range: `bytes=${start}-${end}` }),
    );
    if (!(answer.Body instanceof Readable)) throw new Error('S3 GetObject returned no stream');
    return answer.Body;
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const objects: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: this.fullKey(prefix),
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key)
          objects.push(this.object(item.Key.slice(this.settings.prefix.length), item.Size, item.LastModified));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  }

  async topLevelNames(): Promise<string[]> {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: this.settings.prefix,
          Delimiter: '/',
          ContinuationToken: token,
        }),
      );
      for (const common of page.CommonPrefixes ?? []) {
        if (common.Prefix) names.push(common.Prefix.slice(this.settings.prefix.length).replace(/\/$/, ''));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names;
  }

  async remove(keys: string[]): Promise<void> {
    for (let index = 0; index < keys.length; index += DELETE_BATCH) {
      const batch = keys.slice(index, index + DELETE_BATCH);
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.settings.bucket,
          Delete: { Objects: batch.map((key) => ({ Key: this.fullKey(key) })), Quiet: true },
        }),
      );
      const failed = answer.Errors ?? [];
      if (failed.length > 0)
        throw new Error(`S3 kept ${failed.length} object(s): ${failed[0]?.Code} ${failed[0]?.Message}`);
    }
  }

  async removePrefix(prefix: string): Promise<void> {
    await this.remove((await this.list(prefix)).map((object) => object.key));
  }

  async check(timeoutMs: number): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }), {
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
