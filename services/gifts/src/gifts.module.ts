import { Module } from '@nestjs/common';
import { CONFIG, LOGGER, Metrics, serviceDatabase, type Config, type Logger, type Target } from '@presently/platform';
import { SubscriptionConsumer } from './consumers/subscription.consumer';
import { UserConsumer } from './consumers/user.consumer';
import { GiftSetController } from './controllers/gift-set.controller';
import { InternalCreditsController } from './controllers/internal-credits.controller';
import { InternalDataExportController } from './controllers/internal-data-export.controller';
import { InternalOccasionIdeasController } from './controllers/internal-occasion-ideas.controller';
import { ShareController } from './controllers/share.controller';
import { ShopsController } from './controllers/shops.controller';
import { SuggestionController } from './controllers/suggestion.controller';
import { catalogEngine, configuredEngine } from './engine/configured-engine';
import { CATALOG_ENGINE, GIFT_ENGINE, type GiftEngine } from './engine/gift-engine';
import { MeasuredGiftEngine } from './engine/measured.engine';
import { PrismaClient } from './generated/prisma/client';
import { CreditRepository } from './repositories/credit.repository';
import { EntitlementRepository } from './repositories/entitlement.repository';
import { GiftSetRepository } from './repositories/gift-set.repository';
import { ProcessedEventRepository } from './repositories/processed-event.repository';
import { ShareRepository } from './repositories/share.repository';
import { CreditService } from './services/credit.service';
import { DataExportService } from './services/data-export.service';
import { GiftSetService } from './services/gift-set.service';
import { OccasionIdeasService } from './services/occasion-ideas.service';
import { ProjectionService } from './services/projection.service';
import { ShareExpiryScheduler } from './schedulers/share-expiry.scheduler';
import { ShareService } from './services/share.service';
import { SuggestionService } from './services/suggestion.service';

/** Gift ideas and everything around them: credits, saves, shares, feedback, refinement, comparison, card messages. */
@Module({
  // Static routes (history, share, shops, check-clarification) are declared before the `:id` ones that would shadow them.
  controllers: [SuggestionController, ShareController, ShopsController, GiftSetController, InternalCreditsController, InternalOccasionIdeasController, InternalDataExportController],
  providers: [
    ...serviceDatabase('gifts', PrismaClient, PrismaClient),
    { provide: CATALOG_ENGINE, useFactory: catalogEngine, inject: [CONFIG] },
    {
      provide: GIFT_ENGINE,
      useFactory: async (config: Config, logger: Logger, metrics: Metrics, catalog: GiftEngine) =>
        new MeasuredGiftEngine(await configuredEngine(config, logger, catalog), metrics),
      inject: [CONFIG, LOGGER, Metrics, CATALOG_ENGINE],
    },
    CreditRepository,
    EntitlementRepository,
    GiftSetRepository,
    CreditService,
    GiftSetService,
    ShareRepository,
    ShareService,
    ShareExpiryScheduler,
    SuggestionService,
    OccasionIdeasService,
    DataExportService,
    ProcessedEventRepository,
    ProjectionService,
    SubscriptionConsumer,
    UserConsumer,
  ],
})
export class GiftsModule {}

export const gifts: Target = { name: 'gifts', module: GiftsModule };
