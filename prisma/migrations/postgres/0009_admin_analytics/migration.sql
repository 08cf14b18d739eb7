-- Admin dashboard (issue 14): when each account was last active, one row per account and UTC day it
-- was active (the daily Active Users of the usage rollup), when each AppUsage row was computed (a row
-- computed before its day ended is computed again), and the indexes the admin reads need at 100,000
-- users and 1,000,000 dreams.
ALTER TABLE "User" ADD COLUMN "lastActiveAt" TIMESTAMP(3);
CREATE INDEX "User_createdAt_idx" ON "User"("createdAt");
CREATE INDEX "User_lastActiveAt_idx" ON "User"("lastActiveAt");
CREATE INDEX "DreamEntry_createdAt_idx" ON "DreamEntry"("createdAt");
CREATE INDEX "DreamInterpretation_date_idx" ON "DreamInterpretation"("date");

ALTER TABLE "AppUsage" ADD COLUMN "computedAt" TIMESTAMP(3);

CREATE TABLE "UserActivityDay" (
    "userId" INTEGER NOT NULL,
    "day" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "UserActivityDay_pkey" PRIMARY KEY ("userId", "day")
);
CREATE INDEX "UserActivityDay_day_idx" ON "UserActivityDay"("day");
ALTER TABLE "UserActivityDay" ADD CONSTRAINT "UserActivityDay_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The admin's user search is a substring match of username or email in any case (ILIKE '%...%'):
-- trigram indexes answer it without reading every account (pg_trgm comes from 0002_dream_search).
CREATE INDEX "User_username_trgm_idx" ON "User" USING gin ("username" gin_trgm_ops);
CREATE INDEX "User_email_trgm_idx" ON "User" USING gin ("email" gin_trgm_ops);
CREATE INDEX "User_role_idx" ON "User"("role");
