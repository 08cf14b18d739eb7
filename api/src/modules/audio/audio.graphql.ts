// Voice recordings over GraphQL: whether Transcribe can be offered, and the upload as a GraphQL
// multipart request (read by graphql-upload: http/graphql-multipart.ts), so API clients send bytes,
// not base64. The same checks as POST /api/audio (audio.service.ts). Recordings are served over
// plain HTTP (audio.http.ts).
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { builder } from '../../graphql/builder.ts';
import { AppError, fieldError } from '../../graphql/errors.ts';
import { uploadStreamError } from '../../http/graphql-multipart.ts';
import { isLocale, messages as m, type Locale } from '#shared/i18n/locale.ts';
import { AUDIO_LIMITS } from '#shared/inputs/audio.inputs.ts';
import { keepOrTranscribe, withUploadSlot } from './audio.service.ts';

builder.addScalarType('Upload', GraphQLUpload);

/** The uploaded file's bytes, refused past the recording size limit as they stream in. */
async function readUpload(upload: Promise<FileUpload>, locale: Locale): Promise<Uint8Array> {
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', m.error_audio_too_large({}, { locale }));
  const unreadable = () => fieldError('file', m.error_audio_invalid({}, { locale }));
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const stream = (await upload).createReadStream();
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      // graphql-upload stops the file at the same limit; this keeps the rule where it is read.
      if (size > AUDIO_LIMITS.maxBytes) {
        stream.destroy();
        throw tooLarge();
      }
      chunks.push(chunk);
    }
  } catch (error) {
    throw uploadStreamError(error, tooLarge, unreadable);
  }
  return Buffer.concat(chunks);
}

// Public, like billingConfig: the landing page promises transcription only where the server has it.
builder.queryField('transcriptionAvailable', (t) =>
  t.boolean({
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
    audioUrl: t.string({
      nullable: true,
      description:
        "Where the kept recording is served (/api/audio/{name}, to its owner only); give it to createDream's audioUrl. A recording no dream uses is deleted after a day. Null with transcribeOnly.",
      resolve: (upload) => upload.audioUrl ?? null,
    }),
    transcription: t.string({
      nullable: true,
      description: 'With transcribeOnly: the words heard in the recording. Null otherwise.',
      resolve: (upload) => upload.transcription ?? null,
    }),
  }),
});

builder.mutationField('uploadAudio', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: AudioUpload,
    description: `Keeps a voice recording of the signed-in user (at most ${AUDIO_LIMITS.maxBytes / 1024 / 1024} MB and ${AUDIO_LIMITS.maxSeconds} s; the type is read from the bytes), or only transcribes it.`,
    args: {
      file: t.arg({
        type: 'Upload',
        required: true,
        description: `The recording, as a GraphQL multipart upload: WebM, MP4/M4A, Ogg, WAV or MP3, recognised from its bytes (anything else is BAD_USER_INPUT). Over ${AUDIO_LIMITS.maxBytes / 1024 / 1024} MB, or past the user's storage quota, is PAYLOAD_TOO_LARGE.`,
      }),
      duration: t.arg.float({
        required: true,
        description: `The recording's length in seconds, as the client measured it; over ${AUDIO_LIMITS.maxSeconds + AUDIO_LIMITS.durationMarginSeconds} is a BAD_USER_INPUT error.`,
      }),
      transcribeOnly: t.arg.boolean({
        defaultValue: false,
        description:
          "True to get the words back (in the user's preferred language) and keep nothing. SERVICE_UNAVAILABLE when the server cannot transcribe (transcriptionAvailable), TRANSCRIPTION_FAILED when the provider fails.",
      }),
    },
    resolve: async (_root, args, context) => {
      const { viewer, locale } = context;
      return withUploadSlot(context.services.limits, viewer.id, locale, async () =>
        keepOrTranscribe(
          await readUpload(args.file, locale),
          { duration: Math.max(0, args.duration), transcribeOnly: args.transcribeOnly ?? false },
          {
            userId: viewer.id,
            language: isLocale(viewer.preferredLanguage) ? viewer.preferredLanguage : locale,
            locale,
          },
          context.services.audio,
          'file',
        ),
      );
    },
  }),
);
