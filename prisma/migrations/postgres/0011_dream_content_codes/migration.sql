-- The Hall–Van de Castle content codes of each dream (api/src/modules/content-codes/): computed when
-- the dream is saved, stored with the user's corrections, and read by the dream page and the content
-- profile without coding anything again. The owner is on the row, so per-user reads need no join.
CREATE TABLE "DreamContentCodes" (
    "dreamId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "coderVersion" INTEGER NOT NULL,
    "computed" TEXT NOT NULL,
    "corrections" TEXT NOT NULL DEFAULT '[]',
    "codes" TEXT NOT NULL,
    "codedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DreamContentCodes_pkey" PRIMARY KEY ("dreamId")
);
CREATE INDEX "DreamContentCodes_userId_idx" ON "DreamContentCodes"("userId");
ALTER TABLE "DreamContentCodes" ADD CONSTRAINT "DreamContentCodes_dreamId_fkey" FOREIGN KEY ("dreamId") REFERENCES "DreamEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "DreamContentCodes" ADD CONSTRAINT "DreamContentCodes_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
