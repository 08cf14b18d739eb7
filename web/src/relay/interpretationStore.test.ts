// The Relay store follows a dream's interpretations without refetching the dream
// (interpretationStore.ts, through the updaters of your own take's mutation and of the progress
// subscription): a finished generation or a saved take joins the dream's list in tab order and
// replaces the earlier one of its type.
import { commitLocalUpdate, requestSubscription, type Disposable, type Environment } from 'relay-runtime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSampleDream, GENERATE } from '#api-test/interpretations.ts';
import { startTestApp, type TestApp } from '#api-test/test-app.ts';
import DreamDetailsQuery from '#web/__generated__/DreamDetailsQuery.graphql.ts';
import saveOwnRequest, {
  type useSaveOwnInterpretationMutation as SaveOwn,
} from '#web/__generated__/useSaveOwnInterpretationMutation.graphql.ts';
import progressRequest, {
  type useInterpretationProgressSubscription as Progress,
} from '#web/__generated__/useInterpretationProgressSubscription.graphql.ts';
import { saveOwnInterpretationUpdater } from '#web/mutations/useSaveOwnInterpretationMutation.ts';
import { interpretationDoneUpdater } from '#web/screens/DreamDetails/interpretations/useInterpretationProgress.ts';
import { environmentOf, load, mutate } from '../../test/relay.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

/** The dream's interpretations in the store, as "TYPE id", in the order the page lists them. */
function interpretationsOf(environment: Environment, dreamId: string) {
  let listed: string[] | null = null;
  commitLocalUpdate(environment, (store) => {
    const records = store.get(dreamId)?.getLinkedRecords('interpretations');
    listed = records ? records.map((record) => `${record?.getValue('type')} ${record?.getDataID()}`) : null;
  });
  return listed;
}

/** Follows one voice's progress as the open panel does; resolves once the server sent its first state. */
async function follow(environment: Environment, dreamId: string, type: Progress['variables']['type']) {
  const statuses: string[] = [];
  let subscription: Disposable | undefined;
  await vi.waitFor(
    () => {
      subscription ??= requestSubscription<Progress>(environment, {
        subscription: progressRequest,
        variables: { dreamId, type },
        updater: interpretationDoneUpdater(dreamId),
        onNext: (response) => {
          if (response) statuses.push(response.interpretationProgress.status);
        },
        onError: (error) => statuses.push(`error: ${error.message}`),
      });
      expect(statuses).not.toHaveLength(0);
    },
    { timeout: 10_000 },
  );
  return { statuses, stop: () => subscription?.dispose() };
}

describe('interpretations in the store', () => {
  it('a generation and your own take join the list in tab order, each replacing the one of its type', async () => {
    const { browser } = await t.signedIn();
    const dream = await createSampleDream(browser);
    const { environment, client } = environmentOf(browser);
    await load(environment, DreamDetailsQuery, { databaseId: dream.databaseId });
    expect(interpretationsOf(environment, dream.id)).toEqual([]);

    const saveOwn = async (content: string) =>
      (
        await mutate<SaveOwn>(
          environment,
          saveOwnRequest,
          { dreamId: dream.id, content },
          saveOwnInterpretationUpdater(dream.id),
        )
      ).saveOwnInterpretation.interpretation.id;
    const own = await saveOwn('The sea is my mother.');
    expect(interpretationsOf(environment, dream.id)).toEqual([`USER ${own}`]);

    // Generated on the server (another tab's button, say); its DONE event reaches the open panel.
    const rogers = await follow(environment, dream.id, 'ROGERS_AI');
    const generate = async () => {
      const result = await browser.graphql(GENERATE, {
        dreamId: dream.id,
        type: 'ROGERS_AI',
        replace: true,
        wait: true,
      });
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      return result.data.generateInterpretation.interpretation.id as string;
    };
    const first = await generate();
    await vi.waitFor(
      () => expect(interpretationsOf(environment, dream.id)).toEqual([`ROGERS_AI ${first}`, `USER ${own}`]),
      {
        timeout: 10_000,
      },
    );

    // Generating again replaces the text of that voice: its DONE event leaves one of its type.
    const doneBefore = rogers.statuses.filter((status) => status === 'DONE').length;
    expect(await generate()).toBe(first);
    await vi.waitFor(() => expect(rogers.statuses.filter((status) => status === 'DONE')).toHaveLength(doneBefore + 1), {
      timeout: 10_000,
    });
    expect(interpretationsOf(environment, dream.id)).toEqual([`ROGERS_AI ${first}`, `USER ${own}`]);

    // Saving your take again updates it: still one of its type.
    expect(await saveOwn('The sea is the unknown.')).toBe(own);
    expect(interpretationsOf(environment, dream.id)).toEqual([`ROGERS_AI ${first}`, `USER ${own}`]);

    rogers.stop();
    await client.dispose();
  });
});
