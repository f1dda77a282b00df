import { Controller, Get, Res } from '@nestjs/common';
import { CurrentUserId, SignedIn } from '@presently/platform';
import type { FastifyReply } from 'fastify';
import { DataExportReader, exportFileName } from '../composite/data-export.reader';

/** "Download my data": everything Presently holds of the signed-in user, as one JSON file. */
@Controller('api/user/export')
export class DataExportController {
  constructor(private readonly dataExport: DataExportReader) {}

  @Get()
  @SignedIn()
  async download(@CurrentUserId() userId: number, @Res({ passthrough: true }) reply: FastifyReply) {
    const data = await this.dataExport.read(userId);
    // Personal data: no cache, shared or private, keeps a copy.
    void reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', exportFileName(data.account.username, data.exportedAt))
      .header('cache-control', 'no-store');
    return JSON.stringify(data, null, 2);
  }
}
