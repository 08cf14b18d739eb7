// Shared steps of the interpretation tests: GraphQL documents, a dream to interpret, and a watcher
// that collects one interpretationProgress subscription's events.
import type { Client } from 'graphql-ws';
import { createDream } from './journal.ts';
import type { TestBrowser } from './test-app.ts';

export const INTERPRETATION_FIELDS = `id databaseId type content feedback helpful feedbackText date`;

export const GENERATE = /* GraphQL */ `
  mutation Generate($dreamId: ID!, $type: AiInterpretationType!, $replace: Boolean, $wait: Boolean) {
    generateInterpretation(dreamId: $dreamId, type: $type, replace: $replace, waitForCompletion: $wait) {
      progress { status text }
      interpretation { ${INTERPRETATION_FIELDS} }
    }
  }`;

export const PROGRESS = /* GraphQL */ `
  subscription Progress($dreamId: ID!, $type: AiInterpretationType!) {
    interpretationProgress(dreamId: $dreamId, type: $type) {
      dreamId type status text failure interpretation { ${INTERPRETATION_FIELDS} }
    }
  }`;

export const INTERPRETATIONS = /* GraphQL */ `
  query Interpretations($id: Int!) { dream(databaseId: $id) { id interpretations { ${INTERPRETATION_FIELDS} } } }`;

export const SAVE_OWN = /* GraphQL */ `
  mutation SaveOwn($dreamId: ID!, $content: String!) {
    saveOwnInterpretation(dreamId: $dreamId, content: $content) { interpretation { ${INTERPRETATION_FIELDS} } }
  }`;

export const FEEDBACK = /* GraphQL */ `
  mutation Feedback($id: ID!, $input: InterpretationFeedbackInput!) {
    setInterpretationFeedback(id: $id, input: $input) { interpretation { ${INTERPRETATION_FIELDS} } }
  }`;

/** A dream with something to interpret (a house, the sea, a snake, flying); `input` overrides its fields. */
export function createSampleDream(
  browser: TestBrowser,
  input: Record<string, unknown> = {},
): Promise<{ id: string; databaseId: number }> {
  return createDream(browser, {
    title: 'The house by the sea',
    content:
      "<p>I was flying over my grandmother's house by the sea, and a snake waited at the door. I felt free but afraid.</p>",
    tags: ['flying', 'house'],
    date: '2024-03-02T06:30:00.000Z',
    ...input,
  });
}

export interface ProgressEvent {
  status: 'IDLE' | 'GENERATING' | 'DONE' | 'FAILED';
  text: string;
  failure: string | null;
  interpretation: Record<string, unknown> | null;
}

/**
 * Subscribes to one dream's progress and collects the events; `until(status)` resolves at the first
 * event with that status (or rejects on a subscription error).
 */
export function watchProgress(client: Client, dreamId: string, type: string) {
  const events: ProgressEvent[] = [];
  const waiters: { status: string; resolve: (event: ProgressEvent) => void; reject: (error: unknown) => void }[] = [];
  let failure: unknown;
  const settle = () => {
    for (const waiter of [...waiters]) {
      const event = events.find((candidate) => candidate.status === waiter.status);
      if (event) waiter.resolve(event);
      else if (failure) waiter.reject(failure);
      else continue;
      waiters.splice(waiters.indexOf(waiter), 1);
    }
  };
  const unsubscribe = client.subscribe<{ interpretationProgress: ProgressEvent }>(
    { query: PROGRESS, variables: { dreamId, type } },
    {
      next: (result) => {
        if (result.errors) failure = result.errors;
        else if (result.data) events.push(result.data.interpretationProgress);
        settle();
      },
      error: (error) => {
        failure = error;
        settle();
      },
      complete: () => undefined,
    },
  );
  return {
    events,
    until: (status: ProgressEvent['status']) =>
      new Promise<ProgressEvent>((resolve, reject) => {
        waiters.push({ status, resolve, reject });
        settle();
      }),
    /** The errors the subscription ended with, once it has. */
    errors: () => failure,
    unsubscribe,
  };
}
