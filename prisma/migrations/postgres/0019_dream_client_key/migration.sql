-- The offline outbox's idempotency key: one dream per (user, key), so a retried send never makes a copy.
ALTER TABLE "DreamEntry" ADD COLUMN "clientKey" TEXT;
CREATE UNIQUE INDEX "DreamEntry_userId_clientKey_key" ON "DreamEntry"("userId", "clientKey");
