// How far the import this page sent has got (the importProgress subscription), while it runs. The
// subscription opens when the import starts and closes with it; a small file may be done before any
// event arrives, and then nothing is shown.
import { useEffect, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { requestSubscription } from 'relay-runtime';
import type {
  useImportProgressSubscription as ImportProgressSubscription,
  useImportProgressSubscription$data,
} from '../../__generated__/useImportProgressSubscription.graphql.ts';

const importProgressSubscription = graphql`
  subscription useImportProgressSubscription {
    importProgress {
      phase
      done
      total
    }
  }
`;

export type ImportProgress = useImportProgressSubscription$data['importProgress'];

export function useImportProgress(importing: boolean): ImportProgress | null {
  const environment = useRelayEnvironment();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  useEffect(() => {
    if (!importing) return;
    const subscription = requestSubscription<ImportProgressSubscription>(environment, {
      subscription: importProgressSubscription,
      variables: {},
      onNext: (data) => {
        if (data) setProgress({ ...data.importProgress });
      },
      // Progress is a courtesy: without it the button still says the import is running.
      onError: () => {},
    });
    return () => {
      subscription.dispose();
      setProgress(null);
    };
  }, [environment, importing]);
  return progress;
}
