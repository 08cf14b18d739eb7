// A loopback port where nothing listens (it was free a moment ago): a service configured there
// refuses the connection, as one that is down does.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
