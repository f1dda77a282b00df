-- Sign-in by e-mail and "forgot password" find accounts by address, case-insensitively. Addresses are not unique:
-- accounts may already share one.
ALTER TABLE "auth"."users" ADD COLUMN "email_key" TEXT;
UPDATE "auth"."users" SET "email_key" = lower(btrim("email"));
ALTER TABLE "auth"."users" ALTER COLUMN "email_key" SET NOT NULL;
CREATE INDEX "users_email_key_idx" ON "auth"."users"("email_key");

-- A birthday is optional at registration.
ALTER TABLE "auth"."users" ALTER COLUMN "birthday" DROP NOT NULL;

CREATE TABLE "auth"."password_resets" (
    "user_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_resets_pkey" PRIMARY KEY ("user_id")
);

CREATE UNIQUE INDEX "password_resets_token_hash_key" ON "auth"."password_resets"("token_hash");

ALTER TABLE "auth"."password_resets" ADD CONSTRAINT "password_resets_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
