CREATE TABLE "gifts"."gift_sets" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "recipient_info" JSONB NOT NULL,
    "suggestions" JSONB NOT NULL,
    "share_id" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "gift_sets_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "gift_sets_share_id_key" ON "gifts"."gift_sets"("share_id");
CREATE INDEX "gift_sets_user_id_created_at_idx" ON "gifts"."gift_sets"("user_id", "created_at");

CREATE TABLE "gifts"."shares" (
    "id" TEXT NOT NULL,
    "user_id" INTEGER,
    "recipient_info" JSONB NOT NULL,
    "suggestions" JSONB NOT NULL,
    "selected_index" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "shares_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "shares_user_id_idx" ON "gifts"."shares"("user_id");

CREATE TABLE "gifts"."feedback" (
    "gift_set_id" INTEGER NOT NULL,
    "suggestion_index" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "feedback_type" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "price" DOUBLE PRECISION,
    "refinement_details" JSONB,
    "comment" TEXT,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "feedback_pkey" PRIMARY KEY ("gift_set_id", "suggestion_index"),
    CONSTRAINT "feedback_gift_set_id_fkey" FOREIGN KEY ("gift_set_id") REFERENCES "gifts"."gift_sets"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "feedback_user_id_idx" ON "gifts"."feedback"("user_id");

CREATE TABLE "gifts"."credit_usage" (
    "user_id" INTEGER NOT NULL,
    "month" TEXT NOT NULL,
    "gifts_used" INTEGER NOT NULL DEFAULT 0,
    "cards_used" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "credit_usage_pkey" PRIMARY KEY ("user_id", "month")
);

CREATE TABLE "gifts"."guest_cards" (
    "guest_id" TEXT NOT NULL,
    "used_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "guest_cards_pkey" PRIMARY KEY ("guest_id")
);

CREATE TABLE "gifts"."entitlements" (
    "user_id" INTEGER NOT NULL,
    "plan" TEXT NOT NULL DEFAULT 'free',
    "status" TEXT NOT NULL DEFAULT 'free',
    "premium_override" BOOLEAN NOT NULL DEFAULT false,
    "plan_as_of" TIMESTAMP(3) NOT NULL DEFAULT '1970-01-01 00:00:00',
    "override_as_of" TIMESTAMP(3) NOT NULL DEFAULT '1970-01-01 00:00:00',
    CONSTRAINT "entitlements_pkey" PRIMARY KEY ("user_id")
);
