// graphql-upload 17 ships ES modules with JSDoc types only (no .d.ts), which TypeScript reads only
// with allowJs. These declarations cover the three deep imports the server uses.
declare module 'graphql-upload/processRequest.mjs' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { Readable } from 'node:stream';

  export interface FileUpload {
    filename: string;
    /** Declared by the client: never trusted. */
    mimetype: string;
    encoding: string;
    createReadStream(options?: { encoding?: BufferEncoding; highWaterMark?: number }): Readable;
  }

  export interface ProcessRequestOptions {
    maxFieldSize?: number;
    maxFileSize?: number;
    maxFiles?: number;
  }

  /** The `operations` field with an Upload wherever the `map` field put a file. Rejects with an http-errors error. */
  export default function processRequest(
    request: IncomingMessage,
    response: ServerResponse,
    options?: ProcessRequestOptions,
  ): Promise<Record<string, unknown> | Record<string, unknown>[]>;
}

declare module 'graphql-upload/Upload.mjs' {
  import type { FileUpload } from 'graphql-upload/processRequest.mjs';

  export default class Upload {
    promise: Promise<FileUpload>;
    file?: FileUpload;
    resolve(file: FileUpload): void;
    reject(error: Error): void;
  }
}

declare module 'graphql-upload/GraphQLUpload.mjs' {
  import type { GraphQLScalarType } from 'graphql';
  import type { FileUpload } from 'graphql-upload/processRequest.mjs';

  const GraphQLUpload: GraphQLScalarType<Promise<FileUpload>, never>;
  export default GraphQLUpload;
}
