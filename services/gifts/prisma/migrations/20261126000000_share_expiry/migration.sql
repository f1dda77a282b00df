-- Links made with POST /api/gifts/share expire; a saved set's own link (its id is the set's share_id) lasts as long
-- as the set. Links made before expiry existed get the default 90 days from when they were made.
ALTER TABLE "gifts"."shares" ADD COLUMN "expires_at" TIMESTAMP(3);
UPDATE "gifts"."shares" SET "expires_at" = "created_at" + INTERVAL '90 days'
  WHERE "id" NOT IN (SELECT "share_id" FROM "gifts"."gift_sets");
CREATE INDEX "shares_expires_at_idx" ON "gifts"."shares"("expires_at");
