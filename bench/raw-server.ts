// The baseline of bench/list.ts: node:http and better-sqlite3 prepared statements, no framework,
// answering the same JSON as the API for the same user:
//   POST /graphql  -> the first page of me.dreams (the query of bench/list.ts), as Yoga answers it
//   GET /api/dreams -> every dream of the user, as the REST adapter answers it
// It checks the session the same way (iron-session seal, then the Session row and its user), so the
// comparison is framework against no framework, not authorization against none. RAW_AUTH=cached keeps
// opened seals for a minute, as the API does (api/src/modules/auth/session.ts); RAW_AUTH=false skips
// the session check (a ceiling). RAW_TAGS=column reads each dream's tags from its own row
// (DreamEntry.tagList, as the API does) instead of from the DreamTag rows.
//   DATABASE_URL=file:... SESSION_SECRET=... PORT=... npx tsx bench/raw-server.ts
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Database from 'better-sqlite3';
import { unsealData } from 'iron-session';
import { sqlitePath } from '#api/db/engine.ts';

const db = new Database(sqlitePath(process.env.DATABASE_URL!), { readonly: true });
const secret = process.env.SESSION_SECRET!;
const ttl = 30 * 24 * 3600;
const checkSession = process.env.RAW_AUTH !== 'false';
const unsealed = process.env.RAW_AUTH === 'cached' ? new Map<string, { sid: string; until: number }>() : undefined;
const PAGE = 20;
const tagsFromColumn = process.env.RAW_TAGS === 'column';
const dreamColumns = `"id", "title", "content", "date", "hasAudio"${tagsFromColumn ? ', "tagList"' : ''}`;

const sessionUser = db.prepare<[string, string], { userId: number }>(
  `SELECT s."userId" FROM "Session" s JOIN "User" u ON u."id" = s."userId" WHERE s."id" = ? AND s."expiresAt" > ?`,
);
const anyUser = db.prepare<[], { id: number }>(`SELECT "id" FROM "User" ORDER BY "id" LIMIT 1`);
const page = db.prepare(
  `SELECT ${dreamColumns} FROM "DreamEntry" WHERE "userId" = ? ORDER BY "date" DESC, "id" DESC LIMIT ?`,
);
const all = db.prepare(`SELECT ${dreamColumns} FROM "DreamEntry" WHERE "userId" = ? ORDER BY "date" DESC, "id" DESC`);
const tags = db.prepare(
  `SELECT "dreamId", "name" FROM "DreamTag" WHERE "dreamId" IN (SELECT "value" FROM json_each(?)) ORDER BY "dreamId", "position"`,
);
const allTags = db.prepare(
  `SELECT "dreamId", "name" FROM "DreamTag" WHERE "userId" = ? ORDER BY "dreamId", "position"`,
);

interface Row {
  id: number;
  title: string;
  content: string;
  date: string;
  hasAudio: number;
  tagList?: string;
}

async function userOf(req: IncomingMessage): Promise<number | null> {
  if (!checkSession) return anyUser.get()?.id ?? null;
  const cookie = /(?:^|;\s*)oneiro_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  if (!cookie) return null;
  try {
    const hit = unsealed?.get(cookie);
    let sid = hit && hit.until > Date.now() ? hit.sid : undefined;
    if (!sid) {
      sid = (await unsealData<{ sid: string }>(decodeURIComponent(cookie), { password: secret, ttl })).sid;
      unsealed?.set(cookie, { sid, until: Date.now() + 60_000 });
    }
    const hash = createHash('sha256').update(sid).digest('hex');
    return sessionUser.get(hash, new Date().toISOString().replace('Z', '+00:00'))?.userId ?? null;
  } catch {
    return null;
  }
}

/** The tags of each dream of `rows`: from their own column, or from DreamTag by `readTags`. */
function tagsOf(rows: Row[], readTags: () => unknown[]): (row: Row) => string[] {
  if (tagsFromColumn) return (row) => JSON.parse(row.tagList!) as string[];
  const byDream = tagsByDream(readTags() as { dreamId: number; name: string }[]);
  return (row) => byDream.get(row.id) ?? [];
}

function tagsByDream(rows: { dreamId: number; name: string }[]): Map<number, string[]> {
  const byDream = new Map<number, string[]>();
  for (const row of rows) {
    let list = byDream.get(row.dreamId);
    if (!list) byDream.set(row.dreamId, (list = []));
    list.push(row.name);
  }
  return byDream;
}

const globalId = (id: number) => Buffer.from(`DreamEntry:${id}`).toString('base64');
const cursorOf = (row: Row) => Buffer.from(`d:${new Date(row.date).getTime()}:${row.id}`).toString('base64url');

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  // Read (and ignore) the body, as a server must.
  for await (const _ of req);
  const userId = await userOf(req);
  if (req.url === '/graphql') {
    if (userId === null) return send(res, 200, { data: { me: null } });
    const rows = page.all(userId, PAGE + 1) as Row[];
    const shown = rows.slice(0, PAGE);
    const tagsOfRow = tagsOf(shown, () => tags.all(JSON.stringify(shown.map((row) => row.id))));
    const edges = shown.map((row) => ({
      cursor: cursorOf(row),
      node: {
        id: globalId(row.id),
        databaseId: row.id,
        title: row.title,
        content: row.content,
        date: new Date(row.date).toISOString(),
        tags: tagsOfRow(row),
        hasAudio: row.hasAudio === 1,
      },
    }));
    return send(res, 200, {
      data: {
        me: {
          dreams: { edges, pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: rows.length > PAGE } },
        },
      },
    });
  }
  if (req.url === '/api/dreams') {
    if (userId === null) return send(res, 401, { message: 'You need to be signed in.', code: 'UNAUTHENTICATED' });
    const rows = all.all(userId) as Row[];
    const tagsOfRow = tagsOf(rows, () => allTags.all(userId));
    return send(
      res,
      200,
      rows.map((row) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        date: new Date(row.date).toISOString(),
        tags: tagsOfRow(row),
        hasAudio: row.hasAudio === 1,
      })),
    );
  }
  send(res, 404, { message: 'Not found.' });
}

const server = createServer((req, res) => void handle(req, res).catch(() => send(res, 500, { message: 'error' })));
server.keepAliveTimeout = 5000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('raw server ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
