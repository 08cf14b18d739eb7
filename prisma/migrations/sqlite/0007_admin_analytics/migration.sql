-- Admin dashboard (issue 14): when each account was last active, one row per account and UTC day it
-- was active (the daily Active Users of the usage rollup), when each AppUsage row was computed (a row
-- computed before its day ended is computed again), and the indexes the admin reads need at 100,000
-- users and 1,000,000 dreams.
ALTER TABLE "User" ADD COLUMN "lastActiveAt" DATETIME;
CREATE INDEX "User_createdAt_idx" ON "User"("createdAt");
CREATE INDEX "User_lastActiveAt_idx" ON "User"("lastActiveAt");
CREATE INDEX "DreamEntry_createdAt_idx" ON "DreamEntry"("createdAt");
CREATE INDEX "DreamInterpretation_date_idx" ON "DreamInterpretation"("date");

ALTER TABLE "AppUsage" ADD COLUMN "computedAt" DATETIME;

CREATE TABLE "UserActivityDay" (
    "userId" INTEGER NOT NULL,
    "day" DATETIME NOT NULL,
    PRIMARY KEY ("userId", "day"),
    CONSTRAINT "UserActivityDay_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "UserActivityDay_day_idx" ON "UserActivityDay"("day");

-- The admin's user search (a substring of username or email, in any case), served like the dream
-- search (0002): an FTS5 trigram table, contentless, keyed by the user's id, kept in sync by triggers
-- on every write path. Terms shorter than three characters have no trigram and are answered by a scan
-- (api/src/modules/admin/admin.service.ts).
CREATE VIRTUAL TABLE "UserSearch" USING fts5(
    "username",
    "email",
    content = '',
    contentless_delete = 1,
    tokenize = 'trigram case_sensitive 0'
);
INSERT INTO "UserSearch"(rowid, "username", "email") SELECT "id", "username", "email" FROM "User";
CREATE TRIGGER "User_search_insert" AFTER INSERT ON "User" BEGIN
    INSERT INTO "UserSearch"(rowid, "username", "email") VALUES (new."id", new."username", new."email");
END;
CREATE TRIGGER "User_search_delete" AFTER DELETE ON "User" BEGIN
    DELETE FROM "UserSearch" WHERE rowid = old."id";
END;
CREATE TRIGGER "User_search_update" AFTER UPDATE OF "username", "email" ON "User" BEGIN
    DELETE FROM "UserSearch" WHERE rowid = old."id";
    INSERT INTO "UserSearch"(rowid, "username", "email") VALUES (new."id", new."username", new."email");
END;
CREATE INDEX "User_role_idx" ON "User"("role");
