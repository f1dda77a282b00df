CREATE TABLE "billing"."customers" (
    "user_id" INTEGER NOT NULL,
    "email" TEXT,
    "premium_override" BOOLEAN NOT NULL DEFAULT false,
    "provider_customer_id" TEXT,
    "updated_from" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "customers_pkey" PRIMARY KEY ("user_id")
);

CREATE UNIQUE INDEX "customers_provider_customer_id_key" ON "billing"."customers"("provider_customer_id");

CREATE TABLE "billing"."subscriptions" (
    "user_id" INTEGER NOT NULL,
    "plan" TEXT NOT NULL DEFAULT 'free',
    "status" TEXT NOT NULL DEFAULT 'free',
    "interval" TEXT,
    "price_id" TEXT,
    "amount" INTEGER,
    "currency" TEXT,
    "billing_anchor" TIMESTAMP(3),
    "current_period_start" TIMESTAMP(3),
    "current_period_end" TIMESTAMP(3),
    "trial_end" TIMESTAMP(3),
    "cancel_at_period_end" BOOLEAN NOT NULL DEFAULT false,
    "provider_subscription_id" TEXT,
    "payment_intent_id" TEXT,
    "client_secret" TEXT,
    "checkout_started_at" TIMESTAMP(3),
    "next_renewal_at" TIMESTAMP(3),
    "failed_renewals" INTEGER NOT NULL DEFAULT 0,
    "provider_synced_at" TIMESTAMP(3),
    "ended_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("user_id")
);

CREATE UNIQUE INDEX "subscriptions_provider_subscription_id_key" ON "billing"."subscriptions"("provider_subscription_id");
CREATE INDEX "subscriptions_next_renewal_at_idx" ON "billing"."subscriptions"("next_renewal_at");
CREATE INDEX "subscriptions_status_checkout_started_at_idx" ON "billing"."subscriptions"("status", "checkout_started_at");

CREATE TABLE "billing"."invoices" (
    "id" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "interval" TEXT,
    "period_start" TIMESTAMP(3) NOT NULL,
    "period_end" TIMESTAMP(3) NOT NULL,
    "payment_intent_id" TEXT,
    "card_brand" TEXT,
    "card_last4" TEXT,
    "paid_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invoices_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "invoices_payment_intent_id_key" ON "billing"."invoices"("payment_intent_id");
CREATE INDEX "invoices_user_id_paid_at_idx" ON "billing"."invoices"("user_id", "paid_at");

CREATE TABLE "billing"."payment_intents" (
    "id" TEXT NOT NULL,
    "client_secret" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "subscription_id" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "interval" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "idempotency_key" TEXT,
    "card_brand" TEXT,
    "card_last4" TEXT,
    "card_exp_month" INTEGER,
    "card_exp_year" INTEGER,
    "last_error" TEXT,
    "period_start" TIMESTAMP(3),
    "period_end" TIMESTAMP(3),
    "paid_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_intents_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "payment_intents_client_secret_key" ON "billing"."payment_intents"("client_secret");
CREATE UNIQUE INDEX "payment_intents_idempotency_key_key" ON "billing"."payment_intents"("idempotency_key");
CREATE INDEX "payment_intents_subscription_id_status_idx" ON "billing"."payment_intents"("subscription_id", "status");
CREATE INDEX "payment_intents_user_id_idx" ON "billing"."payment_intents"("user_id");

CREATE TABLE "billing"."webhook_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "received_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_events_pkey" PRIMARY KEY ("id")
);
