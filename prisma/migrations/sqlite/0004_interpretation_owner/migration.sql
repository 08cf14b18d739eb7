-- Each interpretation carries its dream's owner, so the owner check of every read is one comparison
-- (api/src/graphql/owned-types.ts). SQLite cannot add a NOT NULL foreign key column to a table with
-- rows, so the table is rebuilt, the way Prisma rebuilds SQLite tables, and the owner is copied from
-- the dream.
CREATE TABLE "new_DreamInterpretation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "dreamEntryId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "feedback" TEXT,
    "helpful" BOOLEAN,
    "feedbackText" TEXT,
    "date" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "DreamInterpretation_dreamEntryId_fkey" FOREIGN KEY ("dreamEntryId") REFERENCES "DreamEntry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DreamInterpretation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_DreamInterpretation" ("id", "dreamEntryId", "userId", "type", "content", "feedback", "helpful", "feedbackText", "date", "updatedAt")
SELECT i."id", i."dreamEntryId", d."userId", i."type", i."content", i."feedback", i."helpful", i."feedbackText", i."date", i."updatedAt"
FROM "DreamInterpretation" i JOIN "DreamEntry" d ON d."id" = i."dreamEntryId";
DROP TABLE "DreamInterpretation";
ALTER TABLE "new_DreamInterpretation" RENAME TO "DreamInterpretation";
CREATE UNIQUE INDEX "DreamInterpretation_dreamEntryId_type_key" ON "DreamInterpretation"("dreamEntryId", "type");
CREATE INDEX "DreamInterpretation_userId_idx" ON "DreamInterpretation"("userId");
