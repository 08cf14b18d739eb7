// The one Relay environment of the app. Records never go stale on their own (no
// queryCacheExpirationTime): data changes only when a mutation or a new screen query writes it.
import { Environment, RecordSource, Store } from 'relay-runtime';
import { network } from './network.ts';

export const environment = new Environment({
  network,
  store: new Store(new RecordSource()),
});
