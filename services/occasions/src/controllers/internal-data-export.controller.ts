import { Controller, Get, Param } from '@nestjs/common';
import { Internal, userIdParam } from '@presently/platform';
import { DataExportService } from '../services/data-export.service';

/** What the gateway reads to put together GET /api/user/export. */
@Controller('internal/occasions/users/:id')
@Internal()
export class InternalDataExportController {
  constructor(private readonly dataExport: DataExportService) {}

  @Get('export')
  export(@Param() params: Record<string, string>) {
    return this.dataExport.exportOf(userIdParam(params));
  }
}
