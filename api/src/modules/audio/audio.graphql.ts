// What the web client needs to know about voice recordings. The recordings themselves travel over
// plain HTTP (audio.http.ts).
import { builder } from '../../graphql/builder.ts';

builder.queryField('transcriptionAvailable', (t) =>
  t.withAuth({ loggedIn: true }).boolean({
    description: 'Whether this server can transcribe voice recordings (POST /api/audio with transcribeOnly).',
    resolve: (_root, _args, context) => context.services.audio.transcriber !== null,
  }),
);
