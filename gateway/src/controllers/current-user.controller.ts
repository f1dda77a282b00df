import { Controller, Get } from '@nestjs/common';
import { CurrentUserId, SignedIn } from '@presently/platform';
import { CurrentUserReader } from '../composite/current-user.reader';

@Controller('api/user')
export class CurrentUserController {
  constructor(private readonly currentUser: CurrentUserReader) {}

  @Get()
  @SignedIn()
  read(@CurrentUserId() userId: number) {
    return this.currentUser.read(userId);
  }
}
