-- Dream search (PostgreSQL): case-insensitive substring search over a dream's title, plain text and
-- tags. pg_trgm's GIN operator class serves `column ILIKE '%term%'` directly (no lower() expression
-- index is needed: ILIKE folds case itself and gin_trgm_ops indexes case-folded trigrams). Terms
-- shorter than three characters have no trigram; the planner then walks the user's rows by the
-- ("userId", "date", "id") index instead (api/src/modules/dreams/dreams.search.ts).
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "DreamEntry_title_trgm_idx" ON "DreamEntry" USING gin ("title" gin_trgm_ops);
CREATE INDEX "DreamEntry_contentText_trgm_idx" ON "DreamEntry" USING gin ("contentText" gin_trgm_ops);
CREATE INDEX "DreamTag_name_trgm_idx" ON "DreamTag" USING gin ("name" gin_trgm_ops);
