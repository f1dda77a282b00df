-- A subscription that has ended reads as the free plan and status, as a user who never subscribed does; ended_at
-- keeps the end for history.
UPDATE "billing"."subscriptions" SET "status" = 'free' WHERE "status" = 'canceled';
