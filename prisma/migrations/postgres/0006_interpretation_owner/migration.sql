-- Each interpretation carries its dream's owner, so the owner check of every read is one comparison
-- (api/src/graphql/owned-types.ts). Added nullable, filled from the dream, then made NOT NULL.
ALTER TABLE "DreamInterpretation" ADD COLUMN "userId" INTEGER;
UPDATE "DreamInterpretation" i SET "userId" = d."userId" FROM "DreamEntry" d WHERE d."id" = i."dreamEntryId";
ALTER TABLE "DreamInterpretation" ALTER COLUMN "userId" SET NOT NULL;
CREATE INDEX "DreamInterpretation_userId_idx" ON "DreamInterpretation"("userId");
ALTER TABLE "DreamInterpretation" ADD CONSTRAINT "DreamInterpretation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
