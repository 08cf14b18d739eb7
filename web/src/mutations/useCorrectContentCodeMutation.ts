// Correct or remove one content code of a dream ("What Oneiro read in this dream"). The payload is
// the dream with its corrected codes, read through the same fragment the dream page shows, so the
// list follows at once without a reload (Relay merges the dream by id).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  CorrectContentCodeInput,
  useCorrectContentCodeMutation as CorrectContentCodeMutation,
} from '../__generated__/useCorrectContentCodeMutation.graphql.ts';

const correctContentCodeMutation = graphql`
  mutation useCorrectContentCodeMutation($input: CorrectContentCodeInput!) {
    correctContentCode(input: $input) {
      dream {
        id
        ...DreamContentCodes_dream
      }
    }
  }
`;

export type { CorrectContentCodeInput };

interface CorrectContentCodeCallbacks {
  onCorrected?: () => void;
  onError: (error: Error) => void;
}

export function useCorrectContentCodeMutation() {
  const [commit, isInFlight] = useMutation<CorrectContentCodeMutation>(correctContentCodeMutation);
  const correctContentCode = useCallback(
    (input: CorrectContentCodeInput, { onCorrected, onError }: CorrectContentCodeCallbacks) =>
      commit({
        variables: { input },
        onCompleted: (_response, errors) => {
          if (errors?.length) onError(new Error(errors[0]!.message));
          else onCorrected?.();
        },
        onError,
      }),
    [commit],
  );
  return [correctContentCode, isInFlight] as const;
}
