// Whether this server turns recordings into words, for the landing page before anyone signs in:
// null while asking, then true or false. Unreachable counts as no: the page then promises no
// transcription (most installations have no transcriber, and the promise must hold).
import { useEffect, useState } from 'react';
import { getRest } from '../../http/apiFetch.ts';

export function useTranscriptionAvailable(): boolean | null {
  const [available, setAvailable] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    getRest<{ transcriptionAvailable: boolean }>('/api/voice/config').then(
      (config) => current && setAvailable(config.transcriptionAvailable),
      () => current && setAvailable(false),
    );
    return () => {
      current = false;
    };
  }, []);
  return available;
}
