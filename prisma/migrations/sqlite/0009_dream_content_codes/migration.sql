-- The Hall–Van de Castle content codes of each dream (api/src/modules/content-codes/): computed when
-- the dream is saved, stored with the user's corrections, and read by the dream page and the content
-- profile without coding anything again. The owner is on the row, so per-user reads need no join.
CREATE TABLE "DreamContentCodes" (
    "dreamId" INTEGER NOT NULL PRIMARY KEY,
    "userId" INTEGER NOT NULL,
    "coderVersion" INTEGER NOT NULL,
    "computed" TEXT NOT NULL,
    "corrections" TEXT NOT NULL DEFAULT '[]',
    "codes" TEXT NOT NULL,
    "codedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DreamContentCodes_dreamId_fkey" FOREIGN KEY ("dreamId") REFERENCES "DreamEntry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DreamContentCodes_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "DreamContentCodes_userId_idx" ON "DreamContentCodes"("userId");
