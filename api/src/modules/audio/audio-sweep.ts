// Recordings uploaded but never attached to a dream (the dream was not saved) go after a day: hourly,
// and once soon after start, off the start path, since a server restarted more often than hourly
// would otherwise never sweep.
import type { Logger } from '../../logger.ts';
import type { AudioStore } from './audio-store.ts';
import { removeUnattachedAudio } from './audio.service.ts';

const UNATTACHED_AUDIO_MS = 24 * 3600_000;
const SWEEP_INTERVAL_MS = 3600_000;
const FIRST_SWEEP_MS = 60_000;

export function startUnattachedAudioSweep(store: AudioStore, logger: Logger): { stop(): void } {
  const sweep = () =>
    void removeUnattachedAudio(store, UNATTACHED_AUDIO_MS).catch((error: unknown) =>
      logger.error({ err: error }, 'removing unattached recordings failed'),
    );
  const interval = setInterval(sweep, SWEEP_INTERVAL_MS);
  interval.unref();
  const first = setTimeout(sweep, FIRST_SWEEP_MS);
  first.unref();
  return {
    stop() {
      clearInterval(interval);
      clearTimeout(first);
    },
  };
}
