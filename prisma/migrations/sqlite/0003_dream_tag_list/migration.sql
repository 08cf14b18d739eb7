-- Each dream carries its tag names in order as a JSON array, so the archive reads a page of dreams
-- with their tags in one query instead of a second query per page (bench/README.md, section 3).
-- The DreamTag rows stay the source for search and statistics; the API writes both in one statement.
ALTER TABLE "DreamEntry" ADD COLUMN "tagList" TEXT NOT NULL DEFAULT '[]';

UPDATE "DreamEntry" SET "tagList" = (
    SELECT json_group_array("name" ORDER BY "position") FROM "DreamTag" WHERE "DreamTag"."dreamId" = "DreamEntry"."id"
) WHERE EXISTS (SELECT 1 FROM "DreamTag" WHERE "DreamTag"."dreamId" = "DreamEntry"."id");
