import { Body, Controller, Get, HttpCode, Param, type PipeTransform, Post } from '@nestjs/common';
import { CurrentUserId, notFound, SignedIn, zodPipe } from '@presently/platform';
import { feedbackSchema, saveRequestSchema, type FeedbackRequest, type SaveRequest } from '@presently/proto';
import { GIFT_NOT_FOUND, GiftSetService } from '../services/gift-set.service';

/** Ids are PostgreSQL integers: anything else names no saved set, so it answers 404 like another user's set. */
const id: PipeTransform<string, number> = {
  transform(value) {
    const parsed = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(parsed <= 2147483647)) throw notFound(GIFT_NOT_FOUND);
    return parsed;
  },
};

/** A signed-in user's saved ideas; another user's set answers 404. */
@Controller('api/gifts')
@SignedIn()
export class GiftSetController {
  constructor(private readonly giftSets: GiftSetService) {}

  @Post('save')
  save(@CurrentUserId() userId: number, @Body(zodPipe(saveRequestSchema)) body: SaveRequest) {
    return this.giftSets.save(userId, body.recipientInfo, body.suggestions);
  }

  @Get('history')
  history(@CurrentUserId() userId: number) {
    return this.giftSets.history(userId);
  }

  @Get(':id')
  details(@CurrentUserId() userId: number, @Param('id', id) giftSetId: number) {
    return this.giftSets.details(userId, giftSetId);
  }

  @Get(':id/feedback/:suggestionIndex')
  feedback(@CurrentUserId() userId: number, @Param('id', id) giftSetId: number, @Param('suggestionIndex', id) suggestionIndex: number) {
    return this.giftSets.feedback(userId, giftSetId, suggestionIndex);
  }

  @Post(':id/feedback')
  @HttpCode(200)
  recordFeedback(@CurrentUserId() userId: number, @Param('id', id) giftSetId: number, @Body(zodPipe(feedbackSchema)) body: FeedbackRequest) {
    return this.giftSets.recordFeedback(userId, giftSetId, body);
  }
}
