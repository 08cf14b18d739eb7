-- Oneiro initial schema (PostgreSQL). Mirrors prisma/schema.prisma with the column types Prisma
-- expects for PostgreSQL.

CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "username" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "fullName" TEXT,
    "profilePicture" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "emailVerified" BOOLEAN NOT NULL DEFAULT false,
    "verificationToken" TEXT,
    "verificationTokenExpiry" TIMESTAMP(3),
    "role" TEXT NOT NULL DEFAULT 'user',
    "lastLogin" TIMESTAMP(3),
    "stripeCustomerId" TEXT,
    "stripeSubscriptionId" TEXT,
    "subscriptionStatus" TEXT NOT NULL DEFAULT 'trial',
    "trialEndsAt" TIMESTAMP(3),
    "subscriptionEndsAt" TIMESTAMP(3),
    "grandfathered" BOOLEAN NOT NULL DEFAULT false,
    "preferredLanguage" TEXT NOT NULL DEFAULT 'en',
    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "User_username_key" ON "User"("username");
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
CREATE UNIQUE INDEX "User_verificationToken_key" ON "User"("verificationToken");
CREATE UNIQUE INDEX "User_stripeCustomerId_key" ON "User"("stripeCustomerId");
CREATE UNIQUE INDEX "User_stripeSubscriptionId_key" ON "User"("stripeSubscriptionId");
-- "Alice" and "alice" must not both exist: one could pass for the other.
CREATE UNIQUE INDEX "User_username_lower_key" ON "User"(lower("username"));

CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

CREATE TABLE "DreamEntry" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "contentText" TEXT NOT NULL DEFAULT '',
    "date" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userId" INTEGER NOT NULL,
    "audioUrl" TEXT,
    "language" TEXT NOT NULL DEFAULT 'en',
    "audioDuration" DOUBLE PRECISION,
    "hasAudio" BOOLEAN NOT NULL DEFAULT false,
    "isFavorite" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "DreamEntry_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "DreamEntry_userId_date_id_idx" ON "DreamEntry"("userId", "date" DESC, "id" DESC);

CREATE TABLE "DreamTag" (
    "dreamId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    CONSTRAINT "DreamTag_pkey" PRIMARY KEY ("dreamId", "position")
);
CREATE INDEX "DreamTag_userId_name_idx" ON "DreamTag"("userId", "name");

CREATE TABLE "DreamInterpretation" (
    "id" SERIAL NOT NULL,
    "dreamEntryId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "feedback" TEXT,
    "helpful" BOOLEAN,
    "feedbackText" TEXT,
    "date" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "DreamInterpretation_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "DreamInterpretation_dreamEntryId_type_key" ON "DreamInterpretation"("dreamEntryId", "type");

CREATE TABLE "UserFeedback" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "rating" INTEGER NOT NULL DEFAULT 5,
    "feedbackText" TEXT,
    "isPublic" BOOLEAN NOT NULL DEFAULT false,
    "isTestimonial" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "UserFeedback_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "UserFeedback_createdAt_idx" ON "UserFeedback"("createdAt");

CREATE TABLE "AppUsage" (
    "id" SERIAL NOT NULL,
    "date" TIMESTAMP(3) NOT NULL,
    "totalUsers" INTEGER NOT NULL DEFAULT 0,
    "activeUsers" INTEGER NOT NULL DEFAULT 0,
    "newUsers" INTEGER NOT NULL DEFAULT 0,
    "totalDreams" INTEGER NOT NULL DEFAULT 0,
    "newDreams" INTEGER NOT NULL DEFAULT 0,
    "totalInterpretations" INTEGER NOT NULL DEFAULT 0,
    "aiInterpretations" INTEGER NOT NULL DEFAULT 0,
    "userInterpretations" INTEGER NOT NULL DEFAULT 0,
    "avgDreamLength" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "avgFeedback" DOUBLE PRECISION NOT NULL DEFAULT 0,
    CONSTRAINT "AppUsage_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "AppUsage_date_key" ON "AppUsage"("date");

ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "DreamEntry" ADD CONSTRAINT "DreamEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "DreamTag" ADD CONSTRAINT "DreamTag_dreamId_fkey" FOREIGN KEY ("dreamId") REFERENCES "DreamEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "DreamTag" ADD CONSTRAINT "DreamTag_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "DreamInterpretation" ADD CONSTRAINT "DreamInterpretation_dreamEntryId_fkey" FOREIGN KEY ("dreamEntryId") REFERENCES "DreamEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "UserFeedback" ADD CONSTRAINT "UserFeedback_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
