-- Reminders go only to an address its owner confirmed (auth's emailVerified). Users known before this count as
-- verified, as auth's migration makes them, so nobody's reminders stop; users projected from now on start unverified
-- until auth's event says otherwise.
ALTER TABLE "occasions"."users" ADD COLUMN "email_verified" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "occasions"."users" ALTER COLUMN "email_verified" SET DEFAULT false;
