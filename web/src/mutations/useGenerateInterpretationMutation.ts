// Start writing an AI interpretation of a dream. The server answers at once (status GENERATING and
// the text so far); the text itself arrives through the interpretationProgress subscription, which
// also puts the finished interpretation into the store. `replace` must be true to write a new one
// over an existing interpretation of that type (the server answers CONFLICT otherwise). The text is
// written in the interface's language, which may differ from the account's (a choice on this device).
import { useCallback } from 'react';
import type { Locale } from '#shared/i18n/locale.ts';
import { graphql, useMutation } from 'react-relay';
import type {
  AiInterpretationType,
  useGenerateInterpretationMutation as GenerateInterpretationMutation,
} from '../__generated__/useGenerateInterpretationMutation.graphql.ts';

const generateInterpretationMutation = graphql`
  mutation useGenerateInterpretationMutation(
    $dreamId: ID!
    $type: AiInterpretationType!
    $replace: Boolean!
    $language: Language!
  ) {
    generateInterpretation(dreamId: $dreamId, type: $type, replace: $replace, language: $language) {
      progress {
        status
        text
      }
    }
  }
`;

export type { AiInterpretationType };

interface GenerateCallbacks {
  /** The generation is running (or was already): `text` is what is written so far. */
  onStarted: (text: string) => void;
  onError: (error: Error) => void;
}

export function useGenerateInterpretationMutation() {
  const [commit] = useMutation<GenerateInterpretationMutation>(generateInterpretationMutation);
  return useCallback(
    (
      dreamId: string,
      type: AiInterpretationType,
      replace: boolean,
      language: Locale,
      { onStarted, onError }: GenerateCallbacks,
    ) =>
      commit({
        variables: { dreamId, type, replace, language },
        onCompleted: (response, errors) => {
          if (errors?.length) onError(new Error(errors[0]!.message));
          else onStarted(response.generateInterpretation.progress.text);
        },
        onError,
      }),
    [commit],
  );
}
