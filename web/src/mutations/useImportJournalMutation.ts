// Import a journal file (Oneiro's JSON export, or another app's) into the signed-in user's journal. Afterwards every stored list of dreams is
// out of date, so the store is marked stale and screens read their data again when shown.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceProxy } from 'relay-runtime';
import type {
  CsvMappingInput,
  ImportFormat,
  useImportJournalMutation as ImportJournalMutation,
  useImportJournalMutation$data,
} from '../__generated__/useImportJournalMutation.graphql.ts';

const importJournalMutation = graphql`
  mutation useImportJournalMutation($document: String!, $format: ImportFormat, $csvMapping: CsvMappingInput) {
    importJournal(document: $document, format: $format, csvMapping: $csvMapping) {
      dreamsAdded
      dreamsSkipped
      interpretationsAdded
    }
  }
`;

export type ImportSummary = useImportJournalMutation$data['importJournal'];

export function useImportJournalMutation() {
  const [commit, isInFlight] = useMutation<ImportJournalMutation>(importJournalMutation);
  const importJournal = useCallback(
    (
      document: string,
      { onDone, onError }: { onDone: (summary: ImportSummary) => void; onError: (error: Error) => void },
      source: { format?: ImportFormat; csvMapping?: CsvMappingInput | null } = {},
    ) =>
      commit({
        variables: { document, format: source.format ?? 'ONEIRO', csvMapping: source.csvMapping ?? null },
        // relay-runtime's store proxies all have invalidateStore() (see relay/RelayLayout.tsx).
        updater: (store) => (store as RecordSourceProxy & { invalidateStore(): void }).invalidateStore(),
        onCompleted: (response) => onDone(response.importJournal),
        onError,
      }),
    [commit],
  );
  return [importJournal, isInFlight] as const;
}

export type { CsvMappingInput, ImportFormat };
