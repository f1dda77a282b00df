import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { CurrentUserId, SignedIn, zodPipe } from '@presently/platform';
import {
  DEFAULT_UPCOMING_WINDOW,
  occasionIdSchema,
  occasionInputSchema,
  occasionUpdateSchema,
  upcomingDaysSchema,
  type OccasionInput,
  type OccasionUpdate,
} from '@presently/proto';
import { OccasionService } from '../services/occasion.service';

/** The signed-in user's occasions; the user always comes from the session, never from the body. */
@Controller('api/occasions')
@SignedIn()
export class OccasionController {
  constructor(private readonly occasions: OccasionService) {}

  @Get()
  list(@CurrentUserId() userId: number) {
    return this.occasions.list(userId);
  }

  @Get('upcoming')
  upcomingInDefaultWindow(@CurrentUserId() userId: number) {
    return this.occasions.upcoming(userId, DEFAULT_UPCOMING_WINDOW);
  }

  @Get('upcoming/:days')
  upcoming(@CurrentUserId() userId: number, @Param('days', zodPipe(upcomingDaysSchema)) days: number) {
    return this.occasions.upcoming(userId, days);
  }

  @Post()
  create(@CurrentUserId() userId: number, @Body(zodPipe(occasionInputSchema)) body: OccasionInput) {
    return this.occasions.create(userId, body);
  }

  @Put(':id')
  update(@CurrentUserId() userId: number, @Param('id', zodPipe(occasionIdSchema)) id: number, @Body(zodPipe(occasionUpdateSchema)) body: OccasionUpdate) {
    return this.occasions.update(userId, id, body);
  }

  @Delete(':id')
  remove(@CurrentUserId() userId: number, @Param('id', zodPipe(occasionIdSchema)) id: number) {
    return this.occasions.remove(userId, id);
  }
}
