-- Dream search (SQLite): case-insensitive substring search over a dream's title, plain text and tags,
-- served by FTS5 with the trigram tokenizer. A trigram phrase query ("abcd" = the trigrams abc, bcd at
-- consecutive positions) is an exact, case-folded substring match; terms shorter than three
-- characters have no trigram and are answered by a scan of the user's rows instead
-- (api/src/modules/dreams/dreams.search.ts). Both tables are kept in sync by the triggers below, so
-- every write path (Prisma, raw SQL, cascades from a deleted user) updates them.
--
-- The owner is part of every index key (the high bits of the rowid), so a search reads only the
-- user's own part of each trigram's list (MATCH ... AND rowid BETWEEN <user's range>), however many
-- other users share the database. The tables are contentless (the text lives in "DreamEntry" and
-- "DreamTag"); contentless_delete lets a trigger remove a row by its key alone.

-- Titles and text: one row per dream, key userId * 2^32 + id (ids below 2^32, user ids below 2^31).
CREATE VIRTUAL TABLE "DreamEntrySearch" USING fts5(
    "title",
    "contentText",
    content = '',
    contentless_delete = 1,
    tokenize = 'trigram case_sensitive 0'
);
INSERT INTO "DreamEntrySearch"(rowid, "title", "contentText")
    SELECT "userId" * 4294967296 + "id", "title", "contentText" FROM "DreamEntry";

CREATE TRIGGER "DreamEntry_search_insert" AFTER INSERT ON "DreamEntry" BEGIN
    SELECT RAISE(ABORT, 'DreamEntry id or userId out of the search key range') WHERE new."id" >= 4294967296 OR new."userId" >= 2147483648;
    INSERT INTO "DreamEntrySearch"(rowid, "title", "contentText") VALUES (new."userId" * 4294967296 + new."id", new."title", new."contentText");
END;
CREATE TRIGGER "DreamEntry_search_delete" AFTER DELETE ON "DreamEntry" BEGIN
    DELETE FROM "DreamEntrySearch" WHERE rowid = old."userId" * 4294967296 + old."id";
END;
-- Only a change of the indexed text (or owner) re-indexes; a favourite toggle does not.
CREATE TRIGGER "DreamEntry_search_update" AFTER UPDATE OF "title", "contentText", "userId" ON "DreamEntry" BEGIN
    DELETE FROM "DreamEntrySearch" WHERE rowid = old."userId" * 4294967296 + old."id";
    INSERT INTO "DreamEntrySearch"(rowid, "title", "contentText") VALUES (new."userId" * 4294967296 + new."id", new."title", new."contentText");
END;

-- Tags: one row per tag, so a term never matches across two tags. Key userId * 2^40 + dreamId * 2^8
-- + position (positions below 256 - the API allows 30 tags -, dream ids below 2^32, user ids below
-- 2^23); the dream of a hit is (rowid - userId * 2^40) >> 8.
CREATE VIRTUAL TABLE "DreamTagSearch" USING fts5(
    "name",
    content = '',
    contentless_delete = 1,
    tokenize = 'trigram case_sensitive 0'
);
INSERT INTO "DreamTagSearch"(rowid, "name")
    SELECT "userId" * 1099511627776 + "dreamId" * 256 + "position", "name" FROM "DreamTag";

CREATE TRIGGER "DreamTag_search_insert" AFTER INSERT ON "DreamTag" BEGIN
    SELECT RAISE(ABORT, 'DreamTag key out of the search key range')
        WHERE new."position" NOT BETWEEN 0 AND 255 OR new."dreamId" >= 4294967296 OR new."userId" >= 8388608;
    INSERT INTO "DreamTagSearch"(rowid, "name") VALUES (new."userId" * 1099511627776 + new."dreamId" * 256 + new."position", new."name");
END;
CREATE TRIGGER "DreamTag_search_delete" AFTER DELETE ON "DreamTag" BEGIN
    DELETE FROM "DreamTagSearch" WHERE rowid = old."userId" * 1099511627776 + old."dreamId" * 256 + old."position";
END;
CREATE TRIGGER "DreamTag_search_update" AFTER UPDATE ON "DreamTag" BEGIN
    SELECT RAISE(ABORT, 'DreamTag key out of the search key range')
        WHERE new."position" NOT BETWEEN 0 AND 255 OR new."dreamId" >= 4294967296 OR new."userId" >= 8388608;
    DELETE FROM "DreamTagSearch" WHERE rowid = old."userId" * 1099511627776 + old."dreamId" * 256 + old."position";
    INSERT INTO "DreamTagSearch"(rowid, "name") VALUES (new."userId" * 1099511627776 + new."dreamId" * 256 + new."position", new."name");
END;

-- Gives a search hit (a dream id) its owner and date from a small index instead of the dream's row
-- (rows hold the whole text, so each lookup would read a page of its own).
CREATE INDEX "DreamEntry_id_userId_date_idx" ON "DreamEntry"("id", "userId", "date");
