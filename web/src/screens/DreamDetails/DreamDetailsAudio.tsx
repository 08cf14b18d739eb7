// The dream's voice recording, when it has one: the browser's player and the length as mm:ss.
import { graphql, useFragment } from 'react-relay';
import type { DreamDetailsAudio_dream$key } from '../../__generated__/DreamDetailsAudio_dream.graphql.ts';
import { MicIcon } from '../../components/icons.tsx';
import { showToast } from '../../components/toast/toastQueue.ts';
import { formatDuration } from '../../i18n/formatDates.ts';
import { m } from '#shared/i18n/paraglide/messages.js';

const audioFragment = graphql`
  fragment DreamDetailsAudio_dream on DreamEntry {
    hasAudio
    audioUrl
    audioDuration
  }
`;

export function DreamDetailsAudio({ dream }: { dream: DreamDetailsAudio_dream$key }) {
  const { hasAudio, audioUrl, audioDuration } = useFragment(audioFragment, dream);
  if (!hasAudio || !audioUrl) return null;
  return (
    <section className="dream-audio" aria-labelledby="dream-audio-title">
      <h2 id="dream-audio-title" className="dream-audio__title">
        <MicIcon width={18} height={18} />
        {m.dream_audio()}
      </h2>
      {/* preload="none": the length is known already, and the recording loads only when played. */}
      <audio
        className="dream-audio__player"
        controls
        preload="none"
        src={audioUrl}
        aria-labelledby="dream-audio-title"
        onError={() => showToast({ title: m.error_audio_playback, variant: 'destructive' })}
      />
      {audioDuration != null && (
        <span className="dream-audio__duration">
          {m.dream_audio_duration({ duration: formatDuration(audioDuration) })}
        </span>
      )}
    </section>
  );
}
