-- A guest's link remembers the browser that made it (its guest cookie), so that browser may take it down again.
ALTER TABLE "gifts"."shares" ADD COLUMN "guest_id" TEXT;

-- A saved set's own link expires as every link does, SHARE_TTL_DAYS (90 by default) after it was made: a set kept
-- for years should not stay public for years. Links of sets saved before this get the default from when they were
-- saved; once expired, the share dialog makes a new link for the set.
UPDATE "gifts"."shares" SET "expires_at" = "created_at" + INTERVAL '90 days' WHERE "expires_at" IS NULL;
ALTER TABLE "gifts"."shares" ALTER COLUMN "expires_at" SET NOT NULL;
