import { Controller, Get, Param, Query } from '@nestjs/common';
import { Internal, userIdParam, zodPipe } from '@presently/platform';
import { occasionIdeasQuerySchema } from '@presently/proto';
import { OccasionIdeasService } from '../services/occasion-ideas.service';

const ideasQuery = zodPipe(occasionIdeasQuerySchema);

/** What the occasions service reads for a reminder e-mail: three gift ideas for the occasion's person. */
@Controller('internal/gifts/users/:id')
@Internal()
export class InternalOccasionIdeasController {
  constructor(private readonly occasionIdeas: OccasionIdeasService) {}

  // Validated here rather than by a pipe: in one process InProcessRoutes calls this as a function, pipes unrun.
  @Get('occasion-ideas')
  ideas(@Param() params: Record<string, string>, @Query() query: Record<string, string | undefined>) {
    return this.occasionIdeas.ideasFor(userIdParam(params), ideasQuery.transform(query));
  }
}
