// The signed-in home page's first queries (the viewer's and home's), sent by a script inlined at the top
// of index.signed-in.html (web/vite-signed-in-html.ts) while the page is still being read. Sent from
// the app's own code, they waited for the start-up file to download and run, about 1.8 s on a phone's
// network, and home's first paint waited on them (bench/README.md, web vitals). The app takes each
// answer once (app/AppViewer.tsx for the viewer, http/earlyQueries.ts for home) instead of asking again.
//
// The same script then asks for home's code (preload links). Written in the page, those links were
// found by the browser's look-ahead before this script ran, and over HTTP/1.1's six connections the
// two small queries then waited behind thirty files.
//
// Nothing here may import anything the browser does not have: `startQueriesInPage` is written into
// the page as its source text, and the build's tooling reads the constants.

export const GRAPHQL_PATH = '/graphql';
export const GRAPHQL_ACCEPT = 'application/graphql-response+json, application/json;q=0.9';

/** Where the inline script leaves its requests for the app. */
const PAGE_STARTED_GLOBAL = '__oneiroPageStartedQueries';

export interface PageStartPlan {
  global: string;
  path: string;
  accept: string;
  /** The device's language choice (i18n/languageChoiceKey.ts), sent as the app would send it. */
  languageKey: string;
  locales: readonly string[];
  queries: { name: string; text: string }[];
  /** Files to preload once the queries are sent, as paths. */
  preload: { js: string[]; css: string[] };
}

/**
 * Runs in the page, inlined by the build: sends each query without variables, as the app's own
 * requests would (http/apiFetch.ts), and leaves the responses on `window`. Never throws: a page whose
 * early start fails simply asks again from the app.
 */
export function startQueriesInPage(plan: PageStartPlan): void {
  try {
    const started: Record<string, Promise<Response>> = {};
    const choice = localStorage.getItem(plan.languageKey);
    const headers: Record<string, string> = { Accept: plan.accept, 'Content-Type': 'application/json' };
    // Without a choice the app sends the browser's language, as the browser's own header does.
    if (choice && plan.locales.indexOf(choice) >= 0) headers['Accept-Language'] = choice;
    for (const query of plan.queries) {
      const response = fetch(plan.path, {
        method: 'POST',
        credentials: 'same-origin',
        headers,
        body: JSON.stringify({ query: query.text, variables: {}, operationName: query.name }),
      });
      response.catch(function () {}); // Whoever takes it sees the failure; an untaken one is dropped.
      started[query.name] = response;
    }
    (window as unknown as Record<string, unknown>)[plan.global] = started;
  } catch {
    // No storage or no fetch: the app sends its queries itself.
  }
  // As Vite's own preload helper asks for them (same CORS mode), so each file downloads once.
  const link = (rel: string, href: string, as?: string) => {
    const element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    element.crossOrigin = '';
    if (as) element.as = as;
    document.head.appendChild(element);
  };
  for (const href of plan.preload.css) link('preload', href, 'style');
  for (const href of plan.preload.js) link('modulepreload', href);
}

/** The plan for `queries`, with everything else fixed here. */
export function pageStartPlan(
  queries: PageStartPlan['queries'],
  preload: PageStartPlan['preload'],
  language: { key: string; locales: readonly string[] },
): PageStartPlan {
  return {
    global: PAGE_STARTED_GLOBAL,
    path: GRAPHQL_PATH,
    accept: GRAPHQL_ACCEPT,
    languageKey: language.key,
    locales: language.locales,
    queries,
    preload,
  };
}

/** For the app: the response of the query `name` this page started, once; undefined if it did not. */
export function takePageStartedQuery(name: string): Promise<Response> | undefined {
  const started = (window as unknown as Record<string, Record<string, Promise<Response>> | undefined>)[
    PAGE_STARTED_GLOBAL
  ];
  const response = started?.[name];
  if (started) delete started[name];
  return response;
}
