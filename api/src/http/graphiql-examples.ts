// The documents GraphiQL opens with (its tabs, until the reader has tabs of their own): a few things
// people do with their journal from a script, each ready to run. A script sends its personal access
// token as a header, which the Headers tab shows how to add; in the browser the session is used.

export const GRAPHIQL_EXAMPLES = [
  {
    query: `# My newest dreams. Run it with the ▶ button; Docs (the book icon) lists every type and field.
query RecentDreams {
  me {
    username
    dreams(first: 10) {
      edges {
        node { databaseId title date tags preview }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
}
`,
  },
  {
    query: `# Search the journal: words, a tag, or a date (as the search page's filters).
query Search($text: String!) {
  search(query: $text, filter: ALL) { databaseId title date tags }
}
`,
    variables: JSON.stringify({ text: 'water' }, null, 2),
  },
  {
    query: `# Have one voice interpret a dream (Jung, Rogers or CBT); the text is written as a stream:
# run the subscription tab below first to follow it word by word, or add waitForCompletion: true.
mutation Interpret($dream: ID!) {
  generateInterpretation(dreamId: $dream, type: JUNG_AI) {
    progress { status text }
  }
}
`,
    variables: JSON.stringify({ dream: 'RHJlYW1FbnRyeTox' }, null, 2),
  },
  {
    query: `# Follow an interpretation as it is written.
subscription Progress($dream: ID!) {
  interpretationProgress(dreamId: $dream, type: JUNG_AI) { status text failure }
}
`,
    variables: JSON.stringify({ dream: 'RHJlYW1FbnRyeTox' }, null, 2),
  },
  {
    query: `# From a script, or here as someone else: put a personal access token (Account settings,
# API access) in the Headers tab below as {"Authorization": "Bearer oneiro_pat_..."}.
query WhoAmI {
  me { username dreamStats { totalDreams } }
}
`,
  },
];
