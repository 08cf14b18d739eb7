-- The morning reminder (modules/reminders/): one row per account that set it, and its browsers' push
-- subscriptions. nextDueAt is indexed: the job reads the due rows by it.
CREATE TABLE "DreamReminder" (
    "userId" INTEGER NOT NULL PRIMARY KEY,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "localTime" TEXT NOT NULL DEFAULT '07:00',
    "days" INTEGER NOT NULL DEFAULT 127,
    "timeZone" TEXT NOT NULL DEFAULT 'UTC',
    "nextDueAt" DATETIME,
    "lastRunAt" DATETIME,
    "lastOutcome" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "DreamReminder_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "DreamReminder_nextDueAt_idx" ON "DreamReminder"("nextDueAt");
CREATE TABLE "PushSubscription" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PushSubscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "PushSubscription_endpoint_key" ON "PushSubscription"("endpoint");
CREATE INDEX "PushSubscription_userId_idx" ON "PushSubscription"("userId");
