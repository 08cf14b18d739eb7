// GET /api/insights?from=&to=&timeZone=: the insights of the signed-in user's journal as JSON, run
// through the same GraphQL document as the web page (premium scope, validation and errors included).
import type { Json, RestRoute } from '../../http/rest-route.ts';

const INSIGHTS_DOCUMENT = /* GraphQL */ `
  query RestInsights($from: String, $to: String, $timeZone: String) {
    insights(from: $from, to: $to, timeZone: $timeZone) {
      from
      to
      totalDreams
      nights
      currentStreak
      longestStreak
      calendar {
        day
        count
      }
      perWeek {
        period
        count
      }
      perMonth {
        period
        count
      }
      recurring {
        kind
        key
        label
        count
        firstSeen
        lastSeen
        trend
        dreamDatabaseIds
      }
      tagPairs {
        tags
        count
      }
      onThisDay {
        databaseId
        title
        date
        monthsAgo
      }
      nightFacts {
        dreamsWithFacts
        lucid
        nightmare
        recurring
        mood
        vividness
        sleepQuality
        months {
          period
          dreams
          lucid
          nightmare
          recurring
          mood
          vividness
          sleepQuality
        }
      }
      contentProfile {
        dreams
        measures {
          id
          value
          normMale
          normFemale
          hMale
          hFemale
          minDreams
          enough
        }
      }
    }
  }
`;

type Element = { kind: string; key: string; dreamDatabaseIds: number[] } & Json;

const GROUPS = { SYMBOL: 'symbols', PERSON: 'people', PLACE: 'places', FEELING: 'feelings' } as const;

/** The REST shape: recurring elements grouped by kind, numeric dream ids named `id`/`dreamIds`. */
function insightsJson(insights: Json): Json {
  const { recurring, onThisDay, calendar, nights, currentStreak, longestStreak, ...rest } = insights as {
    recurring: Element[];
    onThisDay: ({ databaseId: number } & Json)[];
  } & Json;
  const groups: Record<string, Json[]> = { symbols: [], people: [], places: [], feelings: [] };
  for (const { kind, key, dreamDatabaseIds, ...element } of recurring) {
    groups[GROUPS[kind as keyof typeof GROUPS]]!.push({ id: key, ...element, dreamIds: dreamDatabaseIds });
  }
  return {
    ...rest,
    calendar: { nights, currentStreak, longestStreak, days: calendar },
    recurring: groups,
    onThisDay: onThisDay.map(({ databaseId, ...dream }) => ({ id: databaseId, ...dream })),
  };
}

export const insightsRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/insights',
    document: INSIGHTS_DOCUMENT,
    variables: ({ query }) => ({ from: query.get('from'), to: query.get('to'), timeZone: query.get('timeZone') }),
    respond: (data) => insightsJson(data.insights as Json),
  },
];
