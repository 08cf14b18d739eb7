-- The language an AI interpretation was written in (en or es), so a reader who switched the
-- interface's language is offered one in theirs. Rows written before stay NULL; the API then reads
-- the language from the text itself.
ALTER TABLE "DreamInterpretation" ADD COLUMN "language" TEXT;
