// The Relay store follows created, edited and deleted dreams without refetching a list
// (dreamStore.ts, the dream mutations' updaters, the dreamChanged subscription's), on a store filled
// by the app's own queries from the real API server: the connections, their pages and the records
// are exactly what the screens read.
import {
  commitLocalUpdate,
  ConnectionHandler,
  createOperationDescriptor,
  fetchQuery,
  requestSubscription,
  type Environment,
} from 'relay-runtime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDream } from '#api-test/journal.ts';
import { startTestApp, type TestApp } from '#api-test/test-app.ts';
import DreamDetailsQuery, {
  type DreamDetailsQuery as DreamDetails,
} from '#web/__generated__/DreamDetailsQuery.graphql.ts';
import HomeQuery from '#web/__generated__/HomeQuery.graphql.ts';
import NewDreamQuery from '#web/__generated__/NewDreamQuery.graphql.ts';
import ProfileQuery from '#web/__generated__/ProfileQuery.graphql.ts';
import SidebarQuery from '#web/__generated__/SidebarQuery.graphql.ts';
import createDreamRequest, {
  type useCreateDreamMutation as CreateDream,
} from '#web/__generated__/useCreateDreamMutation.graphql.ts';
import deleteDreamRequest, {
  type useDeleteDreamMutation as DeleteDream,
} from '#web/__generated__/useDeleteDreamMutation.graphql.ts';
import dreamChangedRequest, {
  type useDreamChangedSubscription as DreamChanged,
} from '#web/__generated__/useDreamChangedSubscription.graphql.ts';
import updateDreamRequest, {
  type useUpdateDreamMutation as UpdateDream,
} from '#web/__generated__/useUpdateDreamMutation.graphql.ts';
import { createDreamUpdater } from '#web/mutations/useCreateDreamMutation.ts';
import { deleteDreamUpdater } from '#web/mutations/useDeleteDreamMutation.ts';
import { updateDreamUpdater } from '#web/mutations/useUpdateDreamMutation.ts';
import { dreamChangedUpdater } from '#web/shell/useDreamChangedSubscription.ts';
import { takeJustCreated } from './dreamStore.ts';
import { environmentOf, load, mutate } from '../../test/relay.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

/** The global ids a connection on `me` lists, in order (null when that list was never loaded). */
function listed(environment: Environment, key: 'SidebarArchive_dreams' | 'HomeRecentDreams_dreams') {
  let ids: string[] | null = null;
  commitLocalUpdate(environment, (store) => {
    const me = store.getRoot().getLinkedRecord('me');
    const connection = me ? ConnectionHandler.getConnection(me, key) : null;
    ids = connection
      ? (connection.getLinkedRecords('edges') ?? []).map((edge) => edge?.getLinkedRecord('node')?.getDataID() ?? '')
      : null;
  });
  return ids;
}

const statsStatus = (environment: Environment) => environment.check(createOperationDescriptor(ProfileQuery, {})).status;

/** A user with four dreams (a newest, b, c, d oldest) and an environment that loaded the sidebar
 * (3 per page, so more pages exist), the home page's recent dreams (3) and the profile statistics. */
async function journal() {
  const { browser } = await t.signedIn();
  const at = (day: number) => new Date(Date.UTC(2024, 0, day, 7)).toISOString();
  const dreams = {
    d: await createDream(browser, { title: 'D', content: '<p>d</p>', date: at(4) }),
    c: await createDream(browser, { title: 'C', content: '<p>c</p>', date: at(6) }),
    b: await createDream(browser, { title: 'B', content: '<p>b</p>', date: at(8) }),
    a: await createDream(browser, { title: 'A', content: '<p>a</p>', date: at(10) }),
  };
  const { environment, client } = environmentOf(browser);
  await load(environment, SidebarQuery, { count: 3 });
  await load(environment, HomeQuery);
  await load(environment, ProfileQuery);
  return { browser, environment, client, dreams, at };
}

describe('the dream mutations keep the loaded lists in the journal order', () => {
  it('a created dream takes its place in every list, and the statistics go stale', async () => {
    const { environment, client, dreams, at } = await journal();
    const { a, b, c } = dreams;
    expect(listed(environment, 'SidebarArchive_dreams')).toEqual([a.id, b.id, c.id]);
    expect(statsStatus(environment)).toBe('available');

    const { createDream: created } = await mutate<CreateDream>(
      environment,
      createDreamRequest,
      { input: { title: 'Between B and C', content: '<p>e</p>', date: at(7) } },
      createDreamUpdater,
    );
    for (const key of ['SidebarArchive_dreams', 'HomeRecentDreams_dreams'] as const)
      expect(listed(environment, key)).toEqual([a.id, b.id, created.dream.id, c.id]);
    expect(statsStatus(environment)).toBe('stale');
    await client.dispose();
  });

  it("a created dream's page is answered from the store (no skeleton after Save), and asked of the server once", async () => {
    const { browser } = await t.signedIn();
    const { environment, client } = environmentOf(browser);
    await load(environment, NewDreamQuery); // the new-dream form's route loads it
    const { createDream: created } = await mutate<CreateDream>(
      environment,
      createDreamRequest,
      { input: { title: 'Fresh', content: '<p>just now</p>' } },
      createDreamUpdater,
    );
    const { databaseId } = created.dream;
    const page = createOperationDescriptor(DreamDetailsQuery, { databaseId });
    expect(environment.check(page).status).toBe('available');
    // The page loader's fetch policy: the first visit also asks the server (for the offline copy).
    expect(takeJustCreated(databaseId)).toBe(true);
    expect(takeJustCreated(databaseId)).toBe(false);
    // What the store answers is the server's answer.
    const fromServer = await fetchQuery<DreamDetails>(
      environment,
      DreamDetailsQuery,
      { databaseId },
      { fetchPolicy: 'network-only' },
    ).toPromise();
    expect(fromServer?.dream?.id).toBe(created.dream.id);
    expect(environment.check(page).status).toBe('available');
    await client.dispose();
  });

  it('a dream older than everything loaded waits for its page while more pages exist', async () => {
    const { environment, client, dreams, at } = await journal();
    await mutate<CreateDream>(
      environment,
      createDreamRequest,
      { input: { title: 'Long ago', content: '<p>old</p>', date: at(1) } },
      createDreamUpdater,
    );
    expect(listed(environment, 'SidebarArchive_dreams')).toEqual([dreams.a.id, dreams.b.id, dreams.c.id]);
    await client.dispose();
  });

  it('an edited date moves the dream, and the same change applied twice lists it once', async () => {
    const { environment, client, dreams, at } = await journal();
    const { a, b, c } = dreams;
    const move = () =>
      mutate<UpdateDream>(environment, updateDreamRequest, { id: c.id, input: { date: at(12) } }, updateDreamUpdater);
    await move();
    expect(listed(environment, 'SidebarArchive_dreams')).toEqual([c.id, a.id, b.id]);
    await move();
    expect(listed(environment, 'SidebarArchive_dreams')).toEqual([c.id, a.id, b.id]);
    await client.dispose();
  });

  it('a deleted dream leaves every list and the store', async () => {
    const { environment, client, dreams } = await journal();
    const { a, b, c } = dreams;
    await mutate<DeleteDream>(environment, deleteDreamRequest, { id: b.id }, deleteDreamUpdater);
    for (const key of ['SidebarArchive_dreams', 'HomeRecentDreams_dreams'] as const)
      expect(listed(environment, key)).toEqual([a.id, c.id]);
    expect(environment.getStore().getSource().getStatus(b.id)).toBe('NONEXISTENT');
    expect(statsStatus(environment)).toBe('stale');
    await client.dispose();
  });
});

describe('dreamChanged', () => {
  it("lists this tab's change once despite its echo, places another tab's new dream, takes out its deleted one", async () => {
    const { browser, environment, client, dreams, at } = await journal();
    const { a, b, c } = dreams;
    const events: string[] = [];
    const subscription = requestSubscription<DreamChanged>(environment, {
      subscription: dreamChangedRequest,
      variables: {},
      updater: dreamChangedUpdater,
      onNext: (response) => {
        if (response) events.push(`${response.dreamChanged.kind} ${response.dreamChanged.dreamId}`);
      },
      onError: (error) => events.push(`error: ${error.message}`),
    });
    const otherTab = t.browser();
    otherTab.cookie = browser.cookie;
    // A subscription starts asynchronously on the server: write until it has seen an event. The
    // warm-up dreams are older than every loaded one, so no list shows them yet.
    for (let attempt = 0; attempt < 50 && events.length === 0; attempt += 1) {
      await createDream(otherTab, { title: 'Warm-up', content: '<p>x</p>', date: at(1) });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await vi.waitFor(() => expect(events).not.toHaveLength(0), { timeout: 10_000 });
    expect(listed(environment, 'SidebarArchive_dreams')).toEqual([a.id, b.id, c.id]);

    // This tab's own change, then its echo from the subscription: still listed once.
    const own = await mutate<CreateDream>(
      environment,
      createDreamRequest,
      { input: { title: 'Mine', content: '<p>here</p>', date: at(9) } },
      createDreamUpdater,
    );
    const ownId = own.createDream.dream.id;
    await vi.waitFor(() => expect(events).toContain(`CREATED ${ownId}`), { timeout: 10_000 });
    expect(listed(environment, 'SidebarArchive_dreams')).toEqual([a.id, ownId, b.id, c.id]);

    const elsewhere = await createDream(otherTab, { title: 'From my phone', content: '<p>phone</p>', date: at(11) });
    await vi.waitFor(() => expect(events).toContain(`CREATED ${elsewhere.id}`), { timeout: 10_000 });
    expect(listed(environment, 'SidebarArchive_dreams')).toEqual([elsewhere.id, a.id, ownId, b.id, c.id]);

    await otherTab.graphql(`mutation ($id: ID!) { deleteDream(id: $id) { deletedId } }`, { id: a.id });
    await vi.waitFor(() => expect(events).toContain(`DELETED ${a.id}`), { timeout: 10_000 });
    expect(listed(environment, 'SidebarArchive_dreams')).toEqual([elsewhere.id, ownId, b.id, c.id]);
    expect(environment.getStore().getSource().getStatus(a.id)).toBe('NONEXISTENT');

    subscription.dispose();
    await client.dispose();
  });
});
