CREATE TABLE "occasions"."users" (
    "user_id" INTEGER NOT NULL,
    "email" TEXT,
    "time_zone" TEXT NOT NULL DEFAULT 'UTC',
    "reminders_enabled" BOOLEAN NOT NULL DEFAULT true,
    "feed_token" TEXT NOT NULL,
    "unsubscribe_token" TEXT NOT NULL,
    "profile_as_of" TIMESTAMPTZ(3) NOT NULL DEFAULT '1970-01-01 00:00:00+00',
    CONSTRAINT "users_pkey" PRIMARY KEY ("user_id")
);
CREATE UNIQUE INDEX "users_feed_token_key" ON "occasions"."users"("feed_token");
CREATE UNIQUE INDEX "users_unsubscribe_token_key" ON "occasions"."users"("unsubscribe_token");

CREATE TABLE "occasions"."occasions" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "recipient_name" TEXT NOT NULL,
    "recipient_relationship" TEXT NOT NULL DEFAULT 'friend',
    "recipient_info" JSONB,
    "occasion_date" DATE NOT NULL,
    "occasion_type" TEXT NOT NULL DEFAULT 'birthday',
    "notes" TEXT,
    "is_recurring" BOOLEAN NOT NULL DEFAULT false,
    "reminder_days" INTEGER[] NOT NULL DEFAULT ARRAY[7, 3, 1]::INTEGER[],
    "last_reminder_sent" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "occasions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "occasions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "occasions"."users"("user_id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "occasions_user_id_idx" ON "occasions"."occasions"("user_id");
-- The reminder scan asks for the occasions falling on a handful of month-days (one per reminder day ahead).
CREATE INDEX "occasions_month_day_idx" ON "occasions"."occasions"
    (((EXTRACT(MONTH FROM "occasion_date") * 100 + EXTRACT(DAY FROM "occasion_date"))::INTEGER));

CREATE TABLE "occasions"."reminder_sends" (
    "occasion_id" INTEGER NOT NULL,
    "occurrence" DATE NOT NULL,
    "days_before" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "queued_at" TIMESTAMPTZ(3) NOT NULL,
    "claimed_until" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "sent_at" TIMESTAMPTZ(3),
    "message_id" TEXT,
    CONSTRAINT "reminder_sends_pkey" PRIMARY KEY ("occasion_id", "occurrence", "days_before"),
    CONSTRAINT "reminder_sends_occasion_id_fkey" FOREIGN KEY ("occasion_id") REFERENCES "occasions"."occasions"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
-- The scan re-queues reminders whose mail never went out; those are few, and this index holds only them.
CREATE INDEX "reminder_sends_unsent_idx" ON "occasions"."reminder_sends"("queued_at") WHERE "sent_at" IS NULL;

CREATE TABLE "occasions"."entitlements" (
    "user_id" INTEGER NOT NULL,
    "plan" TEXT NOT NULL DEFAULT 'free',
    "status" TEXT NOT NULL DEFAULT 'free',
    "premium_override" BOOLEAN NOT NULL DEFAULT false,
    "plan_as_of" TIMESTAMPTZ(3) NOT NULL DEFAULT '1970-01-01 00:00:00+00',
    "override_as_of" TIMESTAMPTZ(3) NOT NULL DEFAULT '1970-01-01 00:00:00+00',
    CONSTRAINT "entitlements_pkey" PRIMARY KEY ("user_id")
);
