-- Optional facts about a night (issue 23), set by the dreamer: null means not said.
ALTER TABLE "DreamEntry" ADD COLUMN "lucid" BOOLEAN;
ALTER TABLE "DreamEntry" ADD COLUMN "nightmare" BOOLEAN;
ALTER TABLE "DreamEntry" ADD COLUMN "recurring" BOOLEAN;
ALTER TABLE "DreamEntry" ADD COLUMN "mood" INTEGER;
ALTER TABLE "DreamEntry" ADD COLUMN "vividness" INTEGER;
ALTER TABLE "DreamEntry" ADD COLUMN "sleepQuality" INTEGER;
-- The symbols, people, places and feelings read from the dream when it was saved (insights), as JSON;
-- null until a dream saved before this migration has been read by the start-up backfill.
ALTER TABLE "DreamEntry" ADD COLUMN "elements" TEXT;
