-- An e-mail address now belongs to one account: it is how a person signs in and gets their password back, so two
-- accounts on one address made sign-in guess between them. Where accounts already share an address (compared
-- lower-cased, as sign-in compares them), the one that confirmed it keeps it, the oldest of those if several did,
-- else the oldest. The others keep their address on their profile, but no longer sign in or reset a password with
-- it (their username still signs them in), until they change to an address of their own: email_key is null for
-- them, and a unique index allows any number of nulls.
ALTER TABLE "auth"."users" ALTER COLUMN "email_key" DROP NOT NULL;

UPDATE "auth"."users" SET "email_key" = NULL
  FROM (
    SELECT "id", row_number() OVER (PARTITION BY "email_key" ORDER BY "email_verified" DESC, "id") AS "rank"
    FROM "auth"."users"
  ) AS "claims"
  WHERE "users"."id" = "claims"."id" AND "claims"."rank" > 1;

DROP INDEX "auth"."users_email_key_idx";
CREATE UNIQUE INDEX "users_email_key_key" ON "auth"."users"("email_key");
