-- A new address is confirmed by a link before reminders go to it. Accounts made before this count as verified, so
-- nobody's reminders stop; new rows start unverified.
ALTER TABLE "auth"."users" ADD COLUMN "email_verified" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "auth"."users" ALTER COLUMN "email_verified" SET DEFAULT false;

CREATE TABLE "auth"."email_verifications" (
    "user_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_verifications_pkey" PRIMARY KEY ("user_id")
);

CREATE UNIQUE INDEX "email_verifications_token_hash_key" ON "auth"."email_verifications"("token_hash");

ALTER TABLE "auth"."email_verifications" ADD CONSTRAINT "email_verifications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
