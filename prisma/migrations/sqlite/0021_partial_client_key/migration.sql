-- Only dreams sent with an idempotency key (the offline outbox's) need the (user, key) index: most
-- have none, and at 10,000,000 dreams the full index took 301 MB for NULLs (bench/README.md, 12).
-- Still unique where a key is set, so a retried send meets it as before.
DROP INDEX "DreamEntry_userId_clientKey_key";
CREATE UNIQUE INDEX "DreamEntry_userId_clientKey_key" ON "DreamEntry"("userId", "clientKey") WHERE "clientKey" IS NOT NULL;
