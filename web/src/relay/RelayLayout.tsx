// The layout route around every page but the landing page: it provides the Relay environment, so
// Relay downloads with the first of those pages and never with the landing page.
import { useEffect } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Outlet, useRevalidator } from 'react-router-dom';
import type { RecordSourceProxy } from 'relay-runtime';
import { environment } from './environment.ts';
import { onSubscriptionsResumed } from './network.ts';

export function RelayLayout() {
  const { revalidate } = useRevalidator();
  // Changes made elsewhere while the live connection was down never arrive as events: when it is
  // back, mark what the store holds as stale and let the screens on show load their data again.
  useEffect(
    () =>
      onSubscriptionsResumed(() => {
        // relay-runtime's store proxies all have invalidateStore(); @types/relay-runtime lists it on
        // the selector proxy only.
        environment.commitUpdate((store) =>
          (store as RecordSourceProxy & { invalidateStore(): void }).invalidateStore(),
        );
        void revalidate();
      }),
    [revalidate],
  );
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Outlet />
    </RelayEnvironmentProvider>
  );
}
