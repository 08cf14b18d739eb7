-- Each dream's share of every content-profile indicator (issue 23), stored beside its codes so the
-- insights add numbers instead of reading every dream's codes; null until the start-up backfill has
-- counted a row stored before this migration.
ALTER TABLE "DreamContentCodes" ADD COLUMN "profileCounts" TEXT;
