// The one Relay environment of the app. Records never go stale on their own (no
// queryCacheExpirationTime): data changes only when a mutation or a new screen query writes it.
//
// The viewer is known before Relay loads (app/AppViewer.tsx asks for it without Relay, so the landing
// page never downloads it): the store takes that answer when it is created and every later one
// (sign-in, sign-out), and keeps it retained for the app's life.
import { createOperationDescriptor, Environment, getRequest, RecordSource, Store } from 'relay-runtime';
import viewerQuery from '../__generated__/AppViewerQuery.graphql.ts';
import { currentViewerPayload, onViewerChange, type ViewerPayload } from '../app/AppViewer.tsx';
import { network } from './network.ts';

export const environment = new Environment({
  network,
  store: new Store(new RecordSource()),
});

const viewerOperation = createOperationDescriptor(getRequest(viewerQuery), {});
environment.retain(viewerOperation);

function storeViewer(payload: ViewerPayload): void {
  environment.commitPayload(viewerOperation, payload);
}

const known = currentViewerPayload();
if (known) storeViewer(known);
onViewerChange(storeViewer);
