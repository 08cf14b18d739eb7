-- The morning reminder (modules/reminders/): one row per account that set it, and its browsers' push
-- subscriptions. nextDueAt is indexed: the job reads the due rows by it.
CREATE TABLE "DreamReminder" (
    "userId" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "localTime" TEXT NOT NULL DEFAULT '07:00',
    "days" INTEGER NOT NULL DEFAULT 127,
    "timeZone" TEXT NOT NULL DEFAULT 'UTC',
    "nextDueAt" TIMESTAMP(3),
    "lastRunAt" TIMESTAMP(3),
    "lastOutcome" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "DreamReminder_pkey" PRIMARY KEY ("userId")
);
CREATE INDEX "DreamReminder_nextDueAt_idx" ON "DreamReminder"("nextDueAt");
ALTER TABLE "DreamReminder" ADD CONSTRAINT "DreamReminder_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
CREATE TABLE "PushSubscription" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PushSubscription_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "PushSubscription_endpoint_key" ON "PushSubscription"("endpoint");
CREATE INDEX "PushSubscription_userId_idx" ON "PushSubscription"("userId");
ALTER TABLE "PushSubscription" ADD CONSTRAINT "PushSubscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
