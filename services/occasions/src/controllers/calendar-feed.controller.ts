import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { CurrentUserId, SignedIn, zodPipe } from '@presently/platform';
import { tokenQuerySchema } from '@presently/proto';
import type { FastifyReply } from 'fastify';
import { CalendarFeedService } from '../services/calendar-feed.service';

/** The iCalendar feed (its token is the key, so calendar apps need no session) and the user's link to it. */
@Controller('api/occasions')
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Get('calendar.ics')
  async feed(@Query(zodPipe(tokenQuerySchema)) query: { token: string }, @Res({ passthrough: true }) reply: FastifyReply) {
    const body = await this.feeds.feed(query.token);
    void reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="presently-occasions.ics"')
      .header('cache-control', 'private, max-age=300');
    return body;
  }

  @Get('calendar-link')
  @SignedIn()
  link(@CurrentUserId() userId: number) {
    return this.feeds.link(userId);
  }

  @Post('calendar-link/regenerate')
  @SignedIn()
  @HttpCode(200)
  regenerate(@CurrentUserId() userId: number) {
    return this.feeds.regenerate(userId);
  }
}
