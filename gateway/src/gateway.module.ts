import { Module } from '@nestjs/common';
import type { Target } from '@presently/platform';
import { serveApiReference } from './api-reference/api-reference';
import { CurrentUserReader } from './composite/current-user.reader';
import { DataExportReader } from './composite/data-export.reader';
import { SubscriptionReader } from './composite/subscription.reader';
import { CurrentUserController } from './controllers/current-user.controller';
import { DataExportController } from './controllers/data-export.controller';
import { SpaController } from './controllers/spa.controller';
import { SubscriptionController } from './controllers/subscription.controller';
import { answerCurrentUserEarly } from './current-user-early';
import { refuseForgedChanges } from './forgery-guard';
import { forwardRemoteServices } from './proxy/service-proxy';
import { serveWebApp } from './web-app';

/**
 * The HTTP edge: composite reads, the web app, and the routes of services that run in other processes. Sessions,
 * limits and errors come from the platform.
 */
@Module({
  controllers: [CurrentUserController, DataExportController, SubscriptionController, SpaController],
  providers: [CurrentUserReader, SubscriptionReader, DataExportReader],
})
export class GatewayModule {}

export const gateway: Target = { name: 'gateway', module: GatewayModule, configure: async (app) => {
    refuseForgedChanges(app);
    answerCurrentUserEarly(app);
    await forwardRemoteServices(app);
    await serveApiReference(app);
    await serveWebApp(app);
  },
};
