// A local S3-compatible server (s3rver) on a free loopback port, with an empty bucket, for tests
// of the S3 adapter: the real @aws-sdk/client-s3 talks to it over HTTP as it would to AWS or MinIO.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The server's settings in the form the app reads them (S3_*). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'oneiro-test'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'oneiro-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // s3rver's fixed test credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
