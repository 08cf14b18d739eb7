-- Each dream carries its tag names in order as a JSON array, so the archive reads a page of dreams
-- with their tags in one query instead of a second query per page (bench/README.md, section 3).
-- The DreamTag rows stay the source for search and statistics; the API writes both in one statement.
ALTER TABLE "DreamEntry" ADD COLUMN "tagList" TEXT NOT NULL DEFAULT '[]';

UPDATE "DreamEntry" d SET "tagList" = t."list"
FROM (SELECT "dreamId", json_agg("name" ORDER BY "position")::text AS "list" FROM "DreamTag" GROUP BY "dreamId") t
WHERE t."dreamId" = d."id";
