-- A user's own feedback list (and deleting an account, which cascades to its feedback) reads by
-- userId; the welcome page's testimonials read the approved ones, newest first.
CREATE INDEX "UserFeedback_userId_createdAt_idx" ON "UserFeedback"("userId", "createdAt");
CREATE INDEX "UserFeedback_isTestimonial_isPublic_createdAt_idx" ON "UserFeedback"("isTestimonial", "isPublic", "createdAt");
