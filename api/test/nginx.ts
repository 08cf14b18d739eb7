// Debian's nginx as an unprivileged process in front of test instances, with the configuration
// derived from deploy/nginx.conf (the one docker-compose.yml runs): only the addresses change (the
// upstreams become the instances' loopback ports, `listen 80` a free loopback port, plus a TLS
// listener with a certificate made for the run) and what a process outside /etc needs (its prefix,
// pid and logs in a temporary folder, `daemon off`). Each substitution must match, so a change to
// deploy/nginx.conf that this derivation no longer understands fails loudly instead of testing
// something else. The access log records which instance answered each request ($upstream_addr).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../src/lib/project-root.ts';
import { freePort } from './server-process.ts';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const DEPLOY_NGINX_CONF = join(projectRoot, 'deploy', 'nginx.conf');

export interface Nginx {
  /** http://127.0.0.1:<port> */
  url: string;
  /** https://localhost:<port>, TLS ended by nginx with a certificate trusted through `ca` */
  httpsUrl: string;
  ca: string;
  /** Access log lines so far, parsed. */
  accessLog(): AccessLogLine[];
  errorLog(): string;
  /** nginx's own processes (master first), for CPU accounting. */
  pids(): number[];
  stop(): Promise<void>;
}

export interface AccessLogLine {
  method: string;
  uri: string;
  status: number;
  /** The instances tried, in order ("127.0.0.1:4001, 127.0.0.1:4002" after a retry), or "-". */
  upstreams: string[];
  upstreamStatus: string;
}

function replaceOnce(text: string, find: RegExp, replacement: string): string {
  const matches = text.match(new RegExp(find.source, find.flags.includes('g') ? find.flags : `${find.flags}g`));
  if (matches?.length !== 1)
    throw new Error(`deploy/nginx.conf: expected exactly one match of ${find} (found ${matches?.length ?? 0})`);
  return text.replace(find, replacement);
}

/** The test's configuration, from deploy/nginx.conf. */
export function deriveNginxConf(
  deployConf: string,
  options: { prefix: string; port: number; tlsPort: number; upstreams: string[]; cert: string; key: string },
): string {
  const { prefix, upstreams } = options;
  let conf = deployConf;
  // The upstream block names app1:3000 and app2:3000 (compose's services).
  if (upstreams.length !== 2) throw new Error('deploy/nginx.conf has two upstream servers');
  conf = replaceOnce(conf, /\bapp1:3000\b/, upstreams[0]!);
  conf = replaceOnce(conf, /\bapp2:3000\b/, upstreams[1]!);
  conf = replaceOnce(
    conf,
    /^(\s*)listen 80;$/m,
    `$1listen 127.0.0.1:${options.port};\n` +
      `$1listen 127.0.0.1:${options.tlsPort} ssl;\n` +
      `$1ssl_certificate ${options.cert};\n` +
      `$1ssl_certificate_key ${options.key};`,
  );
  conf = replaceOnce(
    conf,
    /^http \{$/m,
    [
      'http {',
      `  client_body_temp_path ${prefix}/client_body;`,
      `  proxy_temp_path ${prefix}/proxy;`,
      `  fastcgi_temp_path ${prefix}/fastcgi;`,
      `  uwsgi_temp_path ${prefix}/uwsgi;`,
      `  scgi_temp_path ${prefix}/scgi;`,
      "  log_format upstreams '$request_method $uri $status [$upstream_addr] [$upstream_status]';",
      `  access_log ${prefix}/access.log upstreams;`,
    ].join('\n'),
  );
  // nginx as root (a CI container) would hand its workers to `nobody`, who cannot read the prefix.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `daemon off;\nworker_processes 1;\n${user}pid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log info;\n${conf}`;
}

/** A self-signed certificate for `localhost` (openssl, which Debian's nginx machines have). */
function makeCertificate(folder: string): { cert: string; key: string } {
  const cert = join(folder, 'localhost.crt');
  const key = join(folder, 'localhost.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/** Starts nginx in front of `upstreams` ("127.0.0.1:<port>" each); fails when nginx is missing. */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  if (!existsSync(NGINX_PATH))
    throw new Error(
      `nginx is not installed at ${NGINX_PATH}: apt-get install nginx (CI installs it), or set NGINX_PATH`,
    );
  const prefix = mkdtempSync(join(tmpdir(), 'oneiro-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  const { cert, key } = makeCertificate(prefix);
  const port = await freePort();
  const tlsPort = await freePort();
  const confFile = join(prefix, 'nginx.conf');
  writeFileSync(
    confFile,
    deriveNginxConf(readFileSync(DEPLOY_NGINX_CONF, 'utf8'), { prefix, port, tlsPort, upstreams, cert, key }),
  );
  const errorLogFile = join(prefix, 'error.log');
  const child: ChildProcess = spawn(NGINX_PATH, ['-p', prefix, '-c', confFile, '-e', errorLogFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => (existsSync(errorLogFile) ? readFileSync(errorLogFile, 'utf8') : '') + stderr;
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${errorLog()}`);
    try {
      await fetch(`${url}/health`);
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`nginx did not start:\n${errorLog()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    httpsUrl: `https://localhost:${tlsPort}`,
    ca: readFileSync(cert, 'utf8'),
    accessLog: () => {
      const file = join(prefix, 'access.log');
      if (!existsSync(file)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const match = /^(\S+) (\S+) (\d+) \[([^\]]*)\] \[([^\]]*)\]$/.exec(line);
          if (!match) throw new Error(`unexpected access log line: ${line}`);
          return {
            method: match[1]!,
            uri: match[2]!,
            status: Number(match[3]),
            upstreams: match[4]!.split(/\s*[,:]\s+/).filter((entry) => entry !== '-'),
            upstreamStatus: match[5]!,
          };
        });
    },
    errorLog,
    pids: () => {
      const master = child.pid!;
      const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(master)], { encoding: 'utf8' })
        .split('\n')
        .map((line) => Number(line.trim()))
        .filter((pid) => pid > 0);
      return [master, ...children];
    },
    stop: async () => {
      if (child.exitCode === null) {
        // SIGQUIT: a graceful stop (SIGTERM is nginx's fast one).
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

export interface ProxiedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  cookies: string[];
  body: string;
}

/**
 * One request through Node's own client: from a chosen loopback address (`localAddress`, so nginx
 * sees distinct clients), over https with the run's certificate, with headers fetch would not send
 * as given (X-Forwarded-*).
 */
export function proxiedRequest(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; localAddress?: string; ca?: string } = {},
): Promise<ProxiedResponse> {
  const url = new URL(path, baseUrl);
  const text = options.body === undefined ? undefined : JSON.stringify(options.body);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress: options.localAddress,
        ca: options.ca,
        agent: false,
        headers: {
          'Accept-Language': 'en',
          ...(text === undefined
            ? {}
            : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) }),
          ...options.headers,
        },
      },
      (res) => {
        let received = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (received += chunk));
        res.once('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            cookies: res.headers['set-cookie'] ?? [],
            body: received,
          }),
        );
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(text);
  });
}
