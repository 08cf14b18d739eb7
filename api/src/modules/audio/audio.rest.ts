// The audio module's REST rows (the upload and the bytes are plain HTTP: audio.http.ts). The
// landing page asks, before anyone signs in, whether this server transcribes, so its copy never
// promises words from a recording that will stay audio. (Not under /api/audio/: that path serves
// recordings by file name.) Rows of the route table's RestRoute shape,
// written without importing it (the table imports this file: a type import would be a cycle);
// spreading them into the table checks the shape.
export const audioRestRoutes = [
  {
    method: 'GET' as const,
    path: '/api/voice/config',
    document: `query RestAudioConfig { transcriptionAvailable }`,
    respond: (data: Record<string, unknown>) => ({ transcriptionAvailable: data.transcriptionAvailable === true }),
  },
];
