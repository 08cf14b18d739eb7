-- Oneiro initial schema (SQLite). Mirrors prisma/schema.prisma; the column types are the ones Prisma
-- expects for SQLite, so the generated client reads and writes these tables as its own.

CREATE TABLE "User" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "username" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "fullName" TEXT,
    "profilePicture" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "emailVerified" BOOLEAN NOT NULL DEFAULT false,
    "verificationToken" TEXT,
    "verificationTokenExpiry" DATETIME,
    "role" TEXT NOT NULL DEFAULT 'user',
    "lastLogin" DATETIME,
    "stripeCustomerId" TEXT,
    "stripeSubscriptionId" TEXT,
    "subscriptionStatus" TEXT NOT NULL DEFAULT 'trial',
    "trialEndsAt" DATETIME,
    "subscriptionEndsAt" DATETIME,
    "grandfathered" BOOLEAN NOT NULL DEFAULT false,
    "preferredLanguage" TEXT NOT NULL DEFAULT 'en'
);
CREATE UNIQUE INDEX "User_username_key" ON "User"("username");
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
CREATE UNIQUE INDEX "User_verificationToken_key" ON "User"("verificationToken");
CREATE UNIQUE INDEX "User_stripeCustomerId_key" ON "User"("stripeCustomerId");
CREATE UNIQUE INDEX "User_stripeSubscriptionId_key" ON "User"("stripeSubscriptionId");
-- "Alice" and "alice" must not both exist: one could pass for the other.
CREATE UNIQUE INDEX "User_username_lower_key" ON "User"(lower("username"));

CREATE TABLE "Session" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

CREATE TABLE "DreamEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "contentText" TEXT NOT NULL DEFAULT '',
    "date" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userId" INTEGER NOT NULL,
    "audioUrl" TEXT,
    "language" TEXT NOT NULL DEFAULT 'en',
    "audioDuration" REAL,
    "hasAudio" BOOLEAN NOT NULL DEFAULT false,
    "isFavorite" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "DreamEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "DreamEntry_userId_date_id_idx" ON "DreamEntry"("userId", "date" DESC, "id" DESC);

CREATE TABLE "DreamTag" (
    "dreamId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    PRIMARY KEY ("dreamId", "position"),
    CONSTRAINT "DreamTag_dreamId_fkey" FOREIGN KEY ("dreamId") REFERENCES "DreamEntry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DreamTag_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "DreamTag_userId_name_idx" ON "DreamTag"("userId", "name");

CREATE TABLE "DreamInterpretation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "dreamEntryId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "feedback" TEXT,
    "helpful" BOOLEAN,
    "feedbackText" TEXT,
    "date" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "DreamInterpretation_dreamEntryId_fkey" FOREIGN KEY ("dreamEntryId") REFERENCES "DreamEntry" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "DreamInterpretation_dreamEntryId_type_key" ON "DreamInterpretation"("dreamEntryId", "type");

CREATE TABLE "UserFeedback" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "rating" INTEGER NOT NULL DEFAULT 5,
    "feedbackText" TEXT,
    "isPublic" BOOLEAN NOT NULL DEFAULT false,
    "isTestimonial" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "UserFeedback_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "UserFeedback_createdAt_idx" ON "UserFeedback"("createdAt");

CREATE TABLE "AppUsage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "date" DATETIME NOT NULL,
    "totalUsers" INTEGER NOT NULL DEFAULT 0,
    "activeUsers" INTEGER NOT NULL DEFAULT 0,
    "newUsers" INTEGER NOT NULL DEFAULT 0,
    "totalDreams" INTEGER NOT NULL DEFAULT 0,
    "newDreams" INTEGER NOT NULL DEFAULT 0,
    "totalInterpretations" INTEGER NOT NULL DEFAULT 0,
    "aiInterpretations" INTEGER NOT NULL DEFAULT 0,
    "userInterpretations" INTEGER NOT NULL DEFAULT 0,
    "avgDreamLength" REAL NOT NULL DEFAULT 0,
    "avgFeedback" REAL NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX "AppUsage_date_key" ON "AppUsage"("date");
