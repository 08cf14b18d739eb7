-- Billing (Stripe). The current period's end and whether the subscription ends with it, so
-- /api/subscription-status answers from the database (the next billing date, a cancellation that
-- keeps access until then) without asking Stripe on every page load.
ALTER TABLE "User" ADD COLUMN "subscriptionPeriodEndsAt" TIMESTAMP(3);
ALTER TABLE "User" ADD COLUMN "subscriptionCancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false;

-- Each Stripe webhook event is applied once: Stripe delivers at least once, and retries.
CREATE TABLE "ProcessedStripeEvent" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "processedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ProcessedStripeEvent_pkey" PRIMARY KEY ("id")
);
