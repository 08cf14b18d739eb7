// On-device dictation through the Web Speech API, offered only where the browser promises to keep
// the audio on the device (`processLocally`, with the language pack already installed). A browser
// that would send the audio to its vendor's cloud service (Chrome's default, Safari's) is never
// asked: the person did not choose that.
import { getUiLocale } from '../../../i18n/uiLocale.ts';

/** The part of SpeechRecognition we use (TypeScript's DOM library has no constructor for it yet). */
interface LocalSpeechRecognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  processLocally: boolean;
  onresult: ((event: { resultIndex: number; results: ArrayLike<SpeechRecognitionResult> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

interface SpeechRecognitionConstructor {
  new (): LocalSpeechRecognition;
  available?: (options: { langs: string[]; processLocally: boolean }) => Promise<string>;
}

function recognitionConstructor(): SpeechRecognitionConstructor | null {
  const scope = globalThis as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  const constructor = scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
  if (!constructor || typeof constructor.available !== 'function') return null;
  if (!('processLocally' in constructor.prototype)) return null;
  return constructor;
}

/** Whether dictation can run on this device in the interface's language, with no download. */
export async function onDeviceDictationAvailable(): Promise<boolean> {
  const constructor = recognitionConstructor();
  if (!constructor?.available) return false;
  try {
    return (await constructor.available({ langs: [getUiLocale()], processLocally: true })) === 'available';
  } catch {
    return false;
  }
}

export interface DictationCallbacks {
  /** Words the recogniser has settled on, in order; each call is a new phrase. */
  onPhrase: (text: string) => void;
  /** The phrase being heard, still changing (shown live, not yet in the editor). */
  onInterim: (text: string) => void;
  onEnd: (failed: boolean) => void;
}

/** Starts listening; the returned function stops it (the last phrase still arrives). */
export function startOnDeviceDictation({ onPhrase, onInterim, onEnd }: DictationCallbacks): () => void {
  const constructor = recognitionConstructor();
  if (!constructor) {
    onEnd(true);
    return () => {};
  }
  const recognition = new constructor();
  recognition.lang = getUiLocale();
  recognition.processLocally = true;
  recognition.continuous = true;
  recognition.interimResults = true;
  let failed = false;
  recognition.onresult = (event) => {
    let interim = '';
    for (let index = event.resultIndex; index < event.results.length; index += 1) {
      const result = event.results[index];
      if (!result) continue;
      const text = result[0]?.transcript.trim() ?? '';
      if (result.isFinal) {
        if (text) onPhrase(text);
      } else {
        interim += `${text} `;
      }
    }
    onInterim(interim.trim());
  };
  // "no-speech" and "aborted" end a session without anything being wrong.
  recognition.onerror = (event) => {
    if (event.error !== 'no-speech' && event.error !== 'aborted') failed = true;
  };
  recognition.onend = () => {
    onInterim('');
    onEnd(failed);
  };
  recognition.start();
  return () => recognition.stop();
}
