// Voice recordings over GraphQL: whether Transcribe can be offered, and the upload as a GraphQL
// multipart request (Yoga reads it; `File` is the Fetch API's), so API clients send bytes, not
// base64. The same checks as POST /api/audio (audio.service.ts). Recordings are served over plain
// HTTP (audio.http.ts).
import { GraphQLError } from 'graphql';
import { builder } from '../../graphql/builder.ts';
import { isLocale } from '../../i18n/locale.ts';
import { AUDIO_LIMITS } from './audio.inputs.ts';
import { keepOrTranscribe } from './audio.service.ts';

builder.scalarType('File', {
  description: 'A file of a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec).',
  serialize: () => {
    throw new GraphQLError('A File is only ever an input');
  },
  // Yoga hands over its own Fetch API File (a ponyfill on Node 20), not the global class.
  parseValue: (value) => {
    const file = value as Partial<File> | null;
    if (typeof file?.arrayBuffer !== 'function' || typeof file.name !== 'string')
      throw new GraphQLError('File expects a file part of a multipart request');
    return value as File;
  },
});

builder.queryField('transcriptionAvailable', (t) =>
  t.withAuth({ loggedIn: true }).boolean({
    description: 'Whether this server can transcribe voice recordings (POST /api/audio with transcribeOnly).',
    resolve: (_root, _args, context) => context.services.audio.transcriber !== null,
  }),
);

interface AudioUploadShape {
  audioUrl?: string;
  transcription?: string;
}

const AudioUpload = builder.objectRef<AudioUploadShape>('AudioUpload').implement({
  description: 'A kept recording (audioUrl, to give createDream) or, with transcribeOnly, its words.',
  fields: (t) => ({
    audioUrl: t.string({ nullable: true, resolve: (upload) => upload.audioUrl ?? null }),
    transcription: t.string({ nullable: true, resolve: (upload) => upload.transcription ?? null }),
  }),
});

builder.mutationField('uploadAudio', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: AudioUpload,
    description: `Keeps a voice recording of the signed-in user (at most ${AUDIO_LIMITS.maxBytes / 1024 / 1024} MB and ${AUDIO_LIMITS.maxSeconds} s; the type is read from the bytes), or only transcribes it.`,
    args: {
      file: t.arg({ type: 'File', required: true }),
      duration: t.arg.float({ required: true }),
      transcribeOnly: t.arg.boolean({ defaultValue: false }),
    },
    resolve: async (_root, args, context) => {
      const bytes = new Uint8Array(await args.file.arrayBuffer());
      const { viewer, locale } = context;
      return keepOrTranscribe(
        bytes,
        { duration: Math.max(0, args.duration), transcribeOnly: args.transcribeOnly ?? false },
        {
          userId: viewer.id,
          language: isLocale(viewer.preferredLanguage) ? viewer.preferredLanguage : locale,
          locale,
        },
        context.services.audio,
      );
    },
  }),
);
