// Follow a verification link. A token works once, and React runs a mount effect twice in development:
// each token is sent once per page and every caller gets that one answer.
import { graphql } from 'react-relay';
import { commitMutation, type Environment } from 'relay-runtime';
import type {
  useVerifyEmailMutation as VerifyEmailMutation,
  useVerifyEmailMutation$data,
} from '../__generated__/useVerifyEmailMutation.graphql.ts';

const verifyEmailMutation = graphql`
  mutation useVerifyEmailMutation($token: String!) {
    verifyEmail(token: $token) {
      success
      message
    }
  }
`;

export type VerificationAnswer = useVerifyEmailMutation$data['verifyEmail'];

const answers = new Map<string, Promise<VerificationAnswer>>();

export function verifyEmailOnce(environment: Environment, token: string): Promise<VerificationAnswer> {
  let answer = answers.get(token);
  if (!answer) {
    answer = new Promise((resolve, reject) =>
      commitMutation<VerifyEmailMutation>(environment, {
        mutation: verifyEmailMutation,
        variables: { token },
        onCompleted: (response) => resolve(response.verifyEmail),
        onError: reject,
      }),
    );
    answers.set(token, answer);
  }
  return answer;
}
