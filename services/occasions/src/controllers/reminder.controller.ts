import { type ArgumentsHost, Catch, Controller, HttpCode, HttpException, Get, Post, Query, Req, Res, UseFilters } from '@nestjs/common';
import { CurrentUserId, ExceptionsFilter, notFound, SignedIn, wantsPage, zodPipe } from '@presently/platform';
import { tokenQuerySchema } from '@presently/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReminderService, UNSUBSCRIBE_NOT_FOUND } from '../services/reminder.service';
import { confirmUnsubscribePage, invalidUnsubscribePage, resubscribedPage, unsubscribedPage } from '../services/unsubscribe-page';

const HTML = 'text/html; charset=utf-8';

/**
 * A browser that opens a link naming no one (an account deleted since) or a cut-off one without its token gets the
 * 'not valid' page; a mail client's one-click POST or a script gets the platform's JSON answer.
 */
@Catch()
export class ReminderLinkFilter extends ExceptionsFilter {
  override catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const status = exception instanceof HttpException ? exception.getStatus() : 500;
    if (!wantsPage(request) || (status !== 400 && status !== 404)) return super.catch(exception, host);
    void host.switchToHttp().getResponse<FastifyReply>().status(404).type(HTML).send(invalidUnsubscribePage());
  }
}

/** A change by token: JSON for a program, the page after it for a browser's form post. */
async function changeByToken(request: FastifyRequest, reply: FastifyReply, change: () => Promise<void>, message: string, page: () => string) {
  await change();
  if (!wantsPage(request)) return { success: true, message };
  void reply.type(HTML);
  return page();
}

/**
 * The preview of the next reminder e-mail, and the unsubscribe link of every reminder e-mail with its way back (no
 * session: the token is the key).
 */
@Controller('api/occasions')
export class ReminderController {
  constructor(private readonly reminders: ReminderService) {}

  @Get('reminder-preview')
  @SignedIn()
  preview(@CurrentUserId() userId: number) {
    return this.reminders.preview(userId);
  }

  /** Never unsubscribes by itself: link scanners and previews follow GET links. */
  @Get('unsubscribe')
  @UseFilters(ReminderLinkFilter)
  async confirm(@Query(zodPipe(tokenQuerySchema)) query: { token: string }, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    if (!(await this.reminders.isUnsubscribeToken(query.token))) throw notFound(UNSUBSCRIBE_NOT_FOUND);
    if (!wantsPage(request)) return { message: 'Send a POST to this link to stop occasion reminders.' };
    void reply.type(HTML);
    return confirmUnsubscribePage(query.token);
  }

  /** RFC 8058 one-click (the mail client's POST) and the confirmation page's button. */
  @Post('unsubscribe')
  @UseFilters(ReminderLinkFilter)
  @HttpCode(200)
  async unsubscribe(@Query(zodPipe(tokenQuerySchema)) query: { token: string }, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return changeByToken(request, reply, () => this.reminders.unsubscribe(query.token), 'You will no longer receive occasion reminders.', () =>
      unsubscribedPage(query.token),
    );
  }

  /** The unsubscribed page's button, for a change of mind. */
  @Post('resubscribe')
  @UseFilters(ReminderLinkFilter)
  @HttpCode(200)
  async resubscribe(@Query(zodPipe(tokenQuerySchema)) query: { token: string }, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return changeByToken(request, reply, () => this.reminders.resubscribe(query.token), 'Occasion reminders are back on.', () => resubscribedPage(query.token));
  }
}
