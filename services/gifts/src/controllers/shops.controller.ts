import { Controller, Get, Header, Inject } from '@nestjs/common';
import { CONFIG, type Config } from '@presently/platform';
import { shopsFor, type ShopList } from '@presently/proto';

/** Where "Find online" looks: the deployment's shops, which the web app turns into a search per idea. */
@Controller('api/gifts')
export class ShopsController {
  private readonly list: ShopList;

  constructor(@Inject(CONFIG) config: Config) {
    this.list = { country: config.SHOP_COUNTRY, shops: config.SHOPS ?? shopsFor(config.SHOP_COUNTRY, config.SHOP_AFFILIATE_TAGS) };
  }

  @Get('shops')
  @Header('Cache-Control', 'public, max-age=3600')
  shops(): ShopList {
    return this.list;
  }
}
