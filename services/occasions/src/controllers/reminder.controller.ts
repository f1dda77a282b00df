import { Controller, HttpCode, HttpException, Get, Post, Query, Req, Res } from '@nestjs/common';
import { CurrentUserId, notFound, SignedIn, wantsPage, zodPipe } from '@presently/platform';
import { tokenQuerySchema } from '@presently/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReminderService, UNSUBSCRIBE_NOT_FOUND } from '../services/reminder.service';
import { confirmUnsubscribePage, invalidUnsubscribePage, resubscribedPage, unsubscribedPage } from '../services/unsubscribe-page';

const HTML = 'text/html; charset=utf-8';

/**
 * A change by token: a mail client's one-click POST, or a script, gets JSON; a browser's form post gets the page after
 * it, or the 'not valid' page for a token that no longer names anyone (an account deleted since).
 */
async function changeByToken(request: FastifyRequest, reply: FastifyReply, change: () => Promise<void>, message: string, page: () => string) {
  if (!wantsPage(request)) {
    await change();
    return { success: true, message };
  }
  void reply.type(HTML);
  try {
    await change();
    return page();
  } catch (error) {
    if (!(error instanceof HttpException) || error.getStatus() !== 404) throw error;
    void reply.status(404);
    return invalidUnsubscribePage();
  }
}

/**
 * The reminder test button, and the unsubscribe link of every reminder e-mail with its way back (no session: the
 * token is the key).
 */
@Controller('api/occasions')
export class ReminderController {
  constructor(private readonly reminders: ReminderService) {}

  @Post('test-reminders')
  @SignedIn()
  @HttpCode(200)
  test(@CurrentUserId() userId: number) {
    return this.reminders.sendTest(userId);
  }

  /** Never unsubscribes by itself: link scanners and previews follow GET links. */
  @Get('unsubscribe')
  async confirm(@Query(zodPipe(tokenQuerySchema)) query: { token: string }, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const known = await this.reminders.isUnsubscribeToken(query.token);
    if (!wantsPage(request)) {
      if (!known) throw notFound(UNSUBSCRIBE_NOT_FOUND);
      return { message: 'Send a POST to this link to stop occasion reminders.' };
    }
    void reply.status(known ? 200 : 404).type(HTML);
    return known ? confirmUnsubscribePage(query.token) : invalidUnsubscribePage();
  }

  /** RFC 8058 one-click (the mail client's POST) and the confirmation page's button. */
  @Post('unsubscribe')
  @HttpCode(200)
  async unsubscribe(@Query(zodPipe(tokenQuerySchema)) query: { token: string }, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return changeByToken(request, reply, () => this.reminders.unsubscribe(query.token), 'You will no longer receive occasion reminders.', () =>
      unsubscribedPage(query.token),
    );
  }

  /** The unsubscribed page's button, for a change of mind. */
  @Post('resubscribe')
  @HttpCode(200)
  async resubscribe(@Query(zodPipe(tokenQuerySchema)) query: { token: string }, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return changeByToken(request, reply, () => this.reminders.resubscribe(query.token), 'Occasion reminders are back on.', () => resubscribedPage(query.token));
  }
}
