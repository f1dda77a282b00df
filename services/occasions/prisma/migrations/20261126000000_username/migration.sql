-- The name a reminder greets the user by, from auth's user.registered. Users projected before it stay unnamed
-- (the e-mail then greets without a name) until an event carries it.
ALTER TABLE "occasions"."users" ADD COLUMN "username" TEXT;
