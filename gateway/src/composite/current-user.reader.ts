import { Injectable } from '@nestjs/common';
import { InternalClient, unauthenticated } from '@presently/platform';
import { freePlanLimits, isPremium, profileSchema, type CurrentUser, type SubscriptionPlan, type SubscriptionStatus } from '@presently/proto';
import { z } from 'zod';

const planSchema = z.object({ plan: z.enum(['free', 'premium']), status: z.string() });
const creditsSchema = z.object({ monthlyCredits: z.number().int(), monthlyCardCredits: z.number().int() });

/** A new account's plan and credits (spec §3), used while billing or gifts are not part of this deployment. */
const FREE_PLAN = { plan: 'free' as SubscriptionPlan, status: 'free' as SubscriptionStatus };
const FREE_CREDITS = freePlanLimits;

/**
 * GET /api/user, composed (DESIGN §3): auth's profile, billing's plan and gifts' credits left this month, read in
 * parallel so the page sees its own writes at once.
 */
@Injectable()
export class CurrentUserReader {
  constructor(private readonly internal: InternalClient) {}

  async read(userId: number): Promise<CurrentUser> {
    const [profile, plan, credits] = await Promise.all([
      this.internal.get('auth', `/users/${userId}`, profileSchema),
      this.internal.reaches('billing') ? this.internal.get('billing', `/users/${userId}/plan`, planSchema) : FREE_PLAN,
      this.internal.reaches('gifts') ? this.internal.get('gifts', `/users/${userId}/credits`, creditsSchema) : FREE_CREDITS,
    ]);
    // A session that outlived its account (deleted elsewhere) is no session.
    if (!profile) throw unauthenticated();
    const user = {
      ...profile,
      subscriptionPlan: plan?.plan ?? FREE_PLAN.plan,
      subscriptionStatus: (plan?.status ?? FREE_PLAN.status) as SubscriptionStatus,
      monthlyCredits: credits?.monthlyCredits ?? FREE_CREDITS.monthlyCredits,
      monthlyCardCredits: credits?.monthlyCardCredits ?? FREE_CREDITS.monthlyCardCredits,
    };
    return { ...user, premium: isPremium(user) };
  }
}
