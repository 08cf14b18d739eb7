// The audio module's REST rows (the upload and the bytes are plain HTTP: audio.http.ts). The
// landing page asks, before anyone signs in, whether this server transcribes, so its copy never
// promises words from a recording that will stay audio. (Not under /api/audio/: that path serves
// recordings by file name.)
import type { RestRoute } from '../../http/rest-route.ts';

export const audioRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/voice/config',
    document: `query RestAudioConfig { transcriptionAvailable }`,
    respond: (data) => ({ transcriptionAvailable: data.transcriptionAvailable === true }),
  },
];
