// Save username, email and (from account settings) full name. The user record in the store updates
// in place, so the nav's avatar and the profile card follow.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateProfileMutation as UpdateProfileMutation } from '../__generated__/useUpdateProfileMutation.graphql.ts';

const updateProfileMutation = graphql`
  mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      username
      email
      fullName
      emailVerified
    }
  }
`;

export type UpdateProfileFields = UpdateProfileMutation['variables']['input'];

export function useUpdateProfileMutation() {
  const [commit, isInFlight] = useMutation<UpdateProfileMutation>(updateProfileMutation);
  const updateProfile = useCallback(
    (
      input: UpdateProfileFields,
      { onCompleted, onError }: { onCompleted: () => void; onError: (error: Error) => void },
    ) => commit({ variables: { input }, onCompleted, onError }),
    [commit],
  );
  return [updateProfile, isInFlight] as const;
}
